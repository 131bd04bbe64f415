/** /cf/mine-donation: every donation of the user (case, amount, date, status, 善款去向), the list of /cf/my-contribution. */
import { RoutePage } from '../../../components/RoutePage';
import { MyContributionView } from '../../my-contribution/MyContributionView';
import { MonthlyGivingList } from './MonthlyGivingList';

export default function MineDonationPage() {
  return (
    <RoutePage route='mineDonation'>
      <MonthlyGivingList />
      <MyContributionView />
    </RoutePage>
  );
}
