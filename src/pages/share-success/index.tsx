/** /cf/contribute/:infoUuid/share-success: thanks for sharing, with the way back to the case. */
import { View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { StateView } from '../../components/StateView';

function Content() {
  const { params } = useRoute();
  const { platform } = useStores();
  const infoUuid = params.infoUuid ?? '';
  return (
    <View data-testid='share-success'>
      <StateView
        icon='✓'
        title='转发成功'
        desc='感谢您的转发！每一次转发都可能带来新的帮助。'
        actionText='我也要帮助TA'
        onAction={() => platform.nav.go('pay', { infoUuid })}
        linkText='返回筹款详情'
        onLink={() => platform.nav.go('contribute', { infoUuid })}
      />
    </View>
  );
}

export default function ShareSuccessPage() {
  return (
    <RoutePage route='shareSuccess'>
      <Content />
    </RoutePage>
  );
}
