/**
 * The honest placeholder of routes whose screens are not built yet: the route's own title and
 * 此功能暂未开放, never made-up content. The route comes from the current path (one page serves all).
 */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { StateView } from '../../components/StateView';
import { useStores } from '../../stores/context';

function UnbuiltContent() {
  const { platform } = useStores();
  const { route } = useRoute();
  return (
    <StateView
      testId='unbuilt'
      icon='…'
      title={route.title || '该页面'}
      desc='此功能暂未开放，敬请期待'
      actionText='去看看正在筹款的项目'
      onAction={() => platform.nav.go('commonList', undefined, { replace: true })}
    />
  );
}

export default function UnbuiltPage() {
  return (
    <RoutePage>
      <UnbuiltContent />
    </RoutePage>
  );
}
