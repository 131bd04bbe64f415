/**
 * /cf/mine-donation: monthly giving to the general fund and to cases (pause, resume, stop), then every
 * donation of the user (case, amount, date, status, 善款去向), the list of /cf/my-contribution.
 */
import { RoutePage } from '../../../components/RoutePage';
import { MyContributionView } from '../../my-contribution/MyContributionView';
import { MonthlyGivingList } from './MonthlyGivingList';
import { GeneralFundMonthly } from './GeneralFundMonthly';

export default function MineDonationPage() {
  return (
    <RoutePage route='mineDonation'>
      <GeneralFundMonthly />
      <MonthlyGivingList />
      <MyContributionView />
    </RoutePage>
  );
}
