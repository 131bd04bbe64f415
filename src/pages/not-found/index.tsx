/** The 404 page for paths that match no route (the catch-all, last in the route table). */
import { RoutePage } from '../../components/RoutePage';
import { StateView } from '../../components/StateView';
import { useStores } from '../../stores/context';

function NotFoundContent() {
  const { platform } = useStores();
  return (
    <StateView
      testId='not-found'
      icon='?'
      title='页面不存在'
      desc='您访问的页面可能已被删除或地址有误'
      actionText='去看看正在筹款的项目'
      onAction={() => platform.nav.go('commonList', undefined, { replace: true })}
    />
  );
}

export default function NotFoundPage() {
  return (
    <RoutePage route='notFound'>
      <NotFoundContent />
    </RoutePage>
  );
}
