/**
 * /raise/commit-verify/:infoUuid: every section of the case at a glance, then submit the saved ones for
 * staff review (raise-submit); once the base passed review the case can be published (publish-button).
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { CaseGate } from '../../../components/raise/SectionScreen';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import { SectionList } from '../../../components/raise/SectionList';
import '../../../components/raise/raise.css';

const Review = observer(function Review() {
  const { raise, platform } = useStores();
  const todo = raise.todoSections;
  const title = String(raise.forms.base.title ?? '');
  return (
    <View className='cf-raise'>
      <RaiseHead title='核对并提交审核' desc={title ? `筹款：${title}` : undefined} />
      {todo.length ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='raise-todo'>
          <Text>还需完善：{todo.map((s) => raise.sectionTitle(s)).join('、')}</Text>
        </View>
      ) : null}
      {raise.info?.published ? (
        <View className='cf-raise__banner cf-raise__banner--info'>
          <Text>筹款已发布，正在接受捐助</Text>
        </View>
      ) : null}
      <SectionList sections={raise.requiredSections} />
      {raise.canSubmit ? (
        <View
          className={`cf-raise__submit${raise.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
          data-testid='raise-submit'
          onClick={async () => {
            if (todo.length) {
              platform.nav.go(raise.nextStep.name, raise.nextStep.params);
              return;
            }
            if (await raise.submit()) platform.nav.go('commitVerifySuccess', { infoUuid: raise.infoUuid }, { replace: true });
          }}
        >
          {todo.length ? '继续完善资料' : '提交审核'}
        </View>
      ) : null}
      {raise.canPublish ? (
        <View
          className={`cf-raise__submit${raise.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
          data-testid='publish-button'
          onClick={async () => {
            if (await raise.publish()) platform.nav.go('contribute', { infoUuid: raise.infoUuid }, { replace: true });
          }}
        >
          发布筹款
        </View>
      ) : null}
      {raise.info?.published ? (
        <RaiseButton ghost text='查看筹款页' onClick={() => platform.nav.go('contribute', { infoUuid: raise.infoUuid })} />
      ) : null}
    </View>
  );
});

export default function CommitVerifyPage() {
  return (
    <RoutePage route='raiseCommitVerify'>
      <CaseGate>
        <Review />
      </CaseGate>
    </RoutePage>
  );
}
