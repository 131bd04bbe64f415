/** The owner's preview of a raise not yet published: its state (from 我的筹款's declaration) and the next step. */
import { View, Text } from '@tarojs/components';
import type { NextStep } from '../../stores/mine/nextStep';
import './case.css';

/** Under the owner's nickname in the preview, before the fundraiser's real name is verified. */
export const PREVIEW_NAME_NOTE = '实名认证后，捐款人看到的是您的认证姓名（如 王*）';

export function PreviewBanner({ step, onAction }: { step: NextStep; onAction: () => void }) {
  return (
    <View className='cf-status cf-status--preview' data-testid='case-preview-banner'>
      <Text className='cf-status__text'>预览 · 筹款尚未发布：{step.state}</Text>
      <Text className='cf-status__extra'>发布前只有你能看到这个页面，不能接受捐款，也不能转发。</Text>
      {step.route ? (
        <View className='cf-status__action' role='button' data-testid='case-preview-action' onClick={onAction}>
          {step.action}
        </View>
      ) : null}
    </View>
  );
}
