/**
 * Debug tool. /cf/clear wipes local and session storage of this site; /cf/clearDraft removes saved
 * drafts only. It says what it did; the user goes on to the case list.
 */
import { useEffect, useState } from 'react';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { StateView } from '../../components/StateView';
import { useStores } from '../../stores/context';
import { wipeAll, wipeDrafts } from './wipe';

function ClearContent() {
  const { platform, raise } = useStores();
  const { route } = useRoute();
  const drafts = route.name === 'clearDraft';
  const [result, setResult] = useState<string | null>(null);
  useEffect(() => {
    try {
      // raise drafts first: the store also drops the unsaved edits it holds in memory
      const n = drafts ? raise.clearDrafts() + wipeDrafts() : wipeAll();
      setResult(drafts ? `已清除 ${n} 份草稿` : `已清除本地缓存（${n} 项）`);
    } catch {
      setResult('清除失败，请稍后重试');
    }
  }, [drafts, raise]);
  return (
    <StateView
      testId='clear'
      icon='✓'
      title={result ?? '正在清除…'}
      desc={drafts ? '草稿已删除，重新发起时需要再次填写' : '本地存储与会话数据已清空，登录状态以服务器为准'}
      actionText='返回首页'
      onAction={() => platform.nav.go('commonList', undefined, { replace: true })}
    />
  );
}

export default function ClearPage() {
  return (
    <RoutePage>
      <ClearContent />
    </RoutePage>
  );
}
