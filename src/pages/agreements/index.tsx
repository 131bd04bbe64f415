/** /cf/agreements/:kind: the user agreement (user) or the privacy policy (privacy). */
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { StateView } from '../../components/StateView';
import { useStores } from '../../stores/context';
import { agreementFor } from './texts';
import './index.css';

function AgreementContent() {
  const { platform } = useStores();
  const { params } = useRoute();
  const doc = agreementFor(params.kind);
  if (!doc) {
    return (
      <StateView
        testId='agreement-missing'
        icon='?'
        title='协议不存在'
        actionText='查看用户协议'
        onAction={() => platform.nav.go('agreements', { kind: 'user' }, { replace: true })}
        linkText='查看隐私政策'
        onLink={() => platform.nav.go('agreements', { kind: 'privacy' }, { replace: true })}
      />
    );
  }
  return (
    <View className='agreement' data-testid='agreement'>
      <Text className='agreement__title'>{doc.title}</Text>
      <Text className='agreement__updated'>更新日期：{doc.updated}</Text>
      <Text className='agreement__p'>{doc.intro}</Text>
      {doc.sections.map((s) => (
        <View key={s.heading} className='agreement__section'>
          <Text className='agreement__h'>{s.heading}</Text>
          {s.paragraphs.map((p, i) => (
            <Text key={i} className='agreement__p'>
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

export default function AgreementsPage() {
  return (
    <RoutePage route='agreements' title={({ params }) => agreementFor(params.kind)?.title ?? '用户协议'}>
      <AgreementContent />
    </RoutePage>
  );
}
