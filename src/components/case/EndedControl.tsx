/**
 * What takes the donate button's place once a case no longer takes gifts (case page, pay page): its
 * status label and the one refusal text, so a donor reads why instead of meeting a dead button.
 */
import { View, Text } from '@tarojs/components';
import { DONATION_CLOSED_MSG, statusLabel } from '../../contract/rules/case-status';
import './case.css';

export function EndedControl({ status, testId }: { status: number; testId: string }) {
  return (
    <View className='cf-ended' data-testid={testId} data-status={status} role='status'>
      <Text className='cf-ended__label'>{statusLabel(status)}</Text>
      <Text className='cf-ended__text'>{DONATION_CLOSED_MSG}</Text>
    </View>
  );
}
