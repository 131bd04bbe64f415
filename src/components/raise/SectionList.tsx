/**
 * The case's sections with their review status (info status 0-4: unsaved to submitted) and a link to each form:
 * the review page, the pending notice and the rejected page draw it.
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { INFO_STATUS, type InfoStatus, type Section } from '../../contract/raise-sections';
import { SECTION_ROUTE } from '../../stores/RaiseStore';
import './raise.css';

export const STATUS_TEXT: Record<InfoStatus, string> = {
  [INFO_STATUS.NO_SAVE]: '未填写',
  [INFO_STATUS.SAVED]: '待提交',
  [INFO_STATUS.PASS]: '已通过',
  [INFO_STATUS.REJECTED]: '未通过',
  [INFO_STATUS.SUBMIT_SUCCESS]: '审核中',
};

export interface SectionListProps {
  sections: Section[];
  /** data-testid of each row */
  testId?: string;
}

export const SectionList = observer(function SectionList({ sections, testId = 'raise-section' }: SectionListProps) {
  const { raise, platform } = useStores();
  return (
    <View className='cf-raise__card'>
      {sections.map((s) => {
        const st = raise.statuses[s];
        const editable = !raise.isLocked(s);
        return (
          <View
            key={s}
            className='cf-raise__row'
            role='link'
            data-testid={testId}
            data-section={s}
            data-status={st}
            onClick={() => platform.nav.go(SECTION_ROUTE[s], { infoUuid: raise.infoUuid })}
          >
            <View className='cf-raise__row-main'>
              <Text className='cf-raise__row-title'>{raise.sectionTitle(s)}</Text>
              {st === INFO_STATUS.REJECTED && raise.reasons[s] ? <Text className='cf-raise__row-sub'>原因：{raise.reasons[s]}</Text> : null}
            </View>
            <Text className={`cf-raise__tag cf-raise__tag--s${st}`}>{STATUS_TEXT[st]}</Text>
            {editable ? <Text className='cf-raise__link'>{st === INFO_STATUS.NO_SAVE ? '  去填写' : '  修改'}</Text> : null}
          </View>
        );
      })}
    </View>
  );
});
