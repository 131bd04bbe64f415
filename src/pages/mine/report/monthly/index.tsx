/**
 * /cf/monthly-report[?userId=&month=YYYY-MM]: a user's month of giving (the viewer's own by default).
 * Someone's report opened from a share arrives server-rendered (server/src/routes/donor-page.ts).
 */
import { RoutePage, useRoute } from '../../../../components/RoutePage';
import { useDeferredFirstRender } from '../../../../components/case/useServerRender';
import { MonthlyReportView } from './MonthlyReportView';

function MonthlyContent() {
  const { params } = useRoute();
  if (!useDeferredFirstRender()) return null;
  return <MonthlyReportView userId={params.userId || undefined} month={params.month || undefined} />;
}

export default function MonthlyReportPage() {
  return (
    <RoutePage route='monthlyReport'>
      <MonthlyContent />
    </RoutePage>
  );
}
