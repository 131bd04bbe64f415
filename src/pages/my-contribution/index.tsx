/** /cf/my-contribution (login route: RoutePage sends visitors to /login first). */
import { RoutePage } from '../../components/RoutePage';
import { MyContributionView } from './MyContributionView';

export default function MyContributionPage() {
  return (
    <RoutePage route='myContribution' careTitle>
      <MyContributionView />
    </RoutePage>
  );
}
