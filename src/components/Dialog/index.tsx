/**
 * A modal dialog (UiStore.dialog): title, optional content, confirm (default 确定) and an optional
 * cancel button. Default z-index 602. Buttons carry data-testid dialog-confirm / dialog-cancel.
 */
import { View, Text } from '@tarojs/components';
import { DIALOG_CONFIRM_TEXT, DIALOG_Z_INDEX } from '../../stores/UiStore';
import './index.css';

export interface DialogProps {
  title: string;
  content?: string;
  confirmText?: string;
  /** no cancel button when absent */
  cancelText?: string | null;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function Dialog({ title, content, confirmText, cancelText, onConfirm, onCancel }: DialogProps) {
  return (
    <View className='cf-dialog' style={{ zIndex: DIALOG_Z_INDEX }} data-testid='dialog' catchMove>
      <View className='cf-dialog__box'>
        <View className='cf-dialog__body'>
          {title ? <Text className='cf-dialog__title' data-testid='dialog-title'>{title}</Text> : null}
          {content ? <Text className='cf-dialog__content'>{content}</Text> : null}
        </View>
        <View className='cf-dialog__actions'>
          {cancelText ? (
            <View className='cf-dialog__btn cf-dialog__btn--cancel' data-testid='dialog-cancel' onClick={() => onCancel?.()}>
              {cancelText}
            </View>
          ) : null}
          <View className='cf-dialog__btn cf-dialog__btn--confirm' data-testid='dialog-confirm' onClick={() => onConfirm()}>
            {confirmText || DIALOG_CONFIRM_TEXT}
          </View>
        </View>
      </View>
    </View>
  );
}
