/** /staff/case/:infoUuid: the whole case file — findings first, every section with approve / reject. */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { StaffFrame } from '../StaffFrame';
import { CaseFileView } from './CaseFileView';

function Body() {
  const { params } = useRoute();
  return <CaseFileView infoUuid={params.infoUuid} />;
}

export default function StaffCasePage() {
  return (
    <RoutePage route='staffCase'>
      <StaffFrame active=''>
        <Body />
      </StaffFrame>
    </RoutePage>
  );
}
