/**
 * Whole-area states: EmptyState (nothing to show) and ErrorState (loading failed, with 重新加载).
 * Also the base of the 404 and crash pages.
 */
import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import './index.css';

export interface StateViewProps {
  /** big glyph inside the circle (an emoji-free character keeps it light) */
  icon?: string;
  title: string;
  desc?: string;
  actionText?: string;
  onAction?: () => void;
  /** secondary, text-only action */
  linkText?: string;
  onLink?: () => void;
  testId?: string;
  children?: ReactNode;
}

export function StateView({ icon = '!', title, desc, actionText, onAction, linkText, onLink, testId, children }: StateViewProps) {
  return (
    <View className='cf-state' data-testid={testId}>
      <View className='cf-state__icon'>
        <Text className='cf-state__glyph'>{icon}</Text>
      </View>
      <Text className='cf-state__title'>{title}</Text>
      {desc ? <Text className='cf-state__desc'>{desc}</Text> : null}
      {children}
      {actionText && onAction ? (
        <View className='cf-state__btn' data-testid={testId ? `${testId}-action` : undefined} onClick={onAction}>
          {actionText}
        </View>
      ) : null}
      {linkText && onLink ? (
        <View className='cf-state__link' onClick={onLink}>
          {linkText}
        </View>
      ) : null}
    </View>
  );
}

export interface EmptyStateProps {
  text?: string;
  actionText?: string;
  onAction?: () => void;
}

/** Nothing to show (an empty list). */
export function EmptyState({ text = '暂无内容', actionText, onAction }: EmptyStateProps) {
  return <StateView icon='空' title={text} actionText={actionText} onAction={onAction} testId='empty-state' />;
}

export interface ErrorStateProps {
  text?: string;
  onRetry?: () => void;
}

/** Loading failed; offers 重新加载 when onRetry is given. */
export function ErrorState({ text = '加载失败，请检查网络后重试', onRetry }: ErrorStateProps) {
  return <StateView icon='!' title={text} actionText={onRetry ? '重新加载' : undefined} onAction={onRetry} testId='error-state' />;
}
