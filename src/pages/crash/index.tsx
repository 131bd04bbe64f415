/**
 * /cf/crash: where the app lands when a page failed (e.g. its code could not load). 重试 goes back to
 * the failed page when its path came along (`from`, checked by safeRedirect), else to the case list.
 */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { StateView } from '../../components/StateView';
import { useStores } from '../../stores/context';
import { safeRedirect } from '../../lib/url';

function CrashContent() {
  const { platform } = useStores();
  const { params } = useRoute();
  const target = safeRedirect(params.from ?? params.redirectUrl) ?? '/cf/common/list';
  return (
    <StateView
      testId='crash'
      icon='!'
      title='页面出错了'
      desc='网络或页面加载异常，请稍后重试'
      actionText='重试'
      onAction={() => platform.nav.go(target, undefined, { replace: true })}
      linkText='返回首页'
      onLink={() => platform.nav.go('commonList', undefined, { replace: true })}
    />
  );
}

export default function CrashPage() {
  return (
    <RoutePage route='crash'>
      <CrashContent />
    </RoutePage>
  );
}
