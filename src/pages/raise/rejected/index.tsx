/**
 * /raise/rejected?infoUuid=: each section staff rejected, with the reviewer's reason (get-refuse-msg) and a
 * link straight to that form (rejected-item). After fixing, the sections go back to review.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { CaseGate } from '../../../components/raise/SectionScreen';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import { SECTION_ROUTE } from '../../../stores/RaiseStore';
import { INFO_STATUS, type Section } from '../../../contract/raise-sections';
import '../../../components/raise/raise.css';

/**
 * Where a rejected section is fixed: the medical papers are uploaded again and go straight back to review
 * (/raise/material-verify), the hospital details on their own screen (hospital-detail); the rest on their form.
 */
const FIX_ROUTE: Partial<Record<Section, string>> = { material: 'materialVerify', treatment: 'hospitalDetail' };

const Rejected = observer(function Rejected() {
  const { raise, platform } = useStores();
  useEffect(() => {
    void raise.loadRefuse();
  }, [raise]);
  // Only sections still rejected: a fixed one (saved again) leaves the list.
  const items = raise.refuseItems.filter((it) => raise.statuses[it.section] === INFO_STATUS.REJECTED);
  return (
    <View className='cf-raise'>
      <RaiseHead title='审核未通过' desc={items.length ? '以下资料未通过审核，请按原因修改后重新提交' : '没有未通过的资料'} />
      <View className='cf-raise__card'>
        {items.map((it) => (
          <View
            key={it.section}
            className='cf-raise__row'
            role='link'
            data-testid='rejected-item'
            data-section={it.section}
            onClick={() => platform.nav.go(FIX_ROUTE[it.section] ?? SECTION_ROUTE[it.section], { infoUuid: raise.infoUuid })}
          >
            <View className='cf-raise__row-main'>
              <Text className='cf-raise__row-title'>{raise.sectionTitle(it.section)}</Text>
              <Text className='cf-raise__row-sub' data-testid='rejected-reason'>原因：{it.reason}</Text>
            </View>
            <Text className='cf-raise__link'>去修改</Text>
          </View>
        ))}
      </View>
      {!items.length ? <RaiseButton text='查看全部资料' onClick={() => platform.nav.go('raiseCommitVerify', { infoUuid: raise.infoUuid })} /> : null}
    </View>
  );
});

export default function RejectedPage() {
  return (
    <RoutePage route='raiseRejected'>
      <CaseGate>
        <Rejected />
      </CaseGate>
    </RoutePage>
  );
}
