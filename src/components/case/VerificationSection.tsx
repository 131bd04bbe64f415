/** Verification counters (doctor / friends / sick friends / hospital), the proof submitted, and the selected verifications. */
import { View, Text } from '@tarojs/components';
import type { VerificationItem, VerifyCountRes } from '../../contract/verification';
import { hasPatient, type ProofMaterial } from '../../contract/raise-sections';
import { Avatar } from './Avatar';
import './case.css';

/** An illness case's doctors, friends, sick friends and hospital; a goods or dream case has none but friends, so every verification and the friends'. */
export function VerificationCounters({ counts, raiseType }: { counts: VerifyCountRes | null; raiseType?: number }) {
  const cells: Array<[string, number]> = hasPatient(raiseType)
    ? [
      ['医生证实', counts?.doctorVerificationCount ?? 0],
      ['亲友证实', counts?.friendsVerificationCount ?? 0],
      ['病友证实', counts?.sickFriendsVerificationCount ?? 0],
      ['医院核实', counts?.countFromHospital ?? 0],
    ]
    : [['证实人数', counts?.count ?? 0], ['亲友证实', counts?.friendsVerificationCount ?? 0]];
  return (
    <View className='cf-verify-counts' data-testid='verify-counts'>
      {cells.map(([label, n]) => (
        <View key={label} className='cf-verify-counts__cell'>
          <Text className='cf-verify-counts__n'>{n}</Text>
          <Text className='cf-verify-counts__label'>{label}</Text>
        </View>
      ))}
    </View>
  );
}

export function VerificationRow({ item }: { item: VerificationItem }) {
  return (
    <View className='cf-verify' data-testid='verification-item'>
      <Avatar src={item.headImgUrl} name={item.nickname} size='sm' />
      <View className='cf-verify__body'>
        <View className='cf-verify__top'>
          <Text className='cf-verify__name'>{item.nickname}</Text>
          <Text className='cf-tag'>{item.isDoctor ? '医生' : item.relationship || '亲友'}</Text>
        </View>
        {item.content ? <Text className='cf-verify__text'>{item.content}</Text> : null}
      </View>
    </View>
  );
}

/** The proof materials in words: 已提交材料：医疗证明 ✓ 身份证明 ✓ (✓ once staff approved it); none, no line. */
export function proofText(items: readonly ProofMaterial[] | undefined): string {
  if (!items?.length) return '';
  return `已提交材料：${items.map((m) => (m.checked ? `${m.label} ✓` : m.label)).join(' ')}`;
}

export function ProofLine({ items }: { items: readonly ProofMaterial[] | undefined }) {
  const text = proofText(items);
  return text ? <Text className='cf-proof-line' data-testid='case-proof-line'>{text}</Text> : null;
}
