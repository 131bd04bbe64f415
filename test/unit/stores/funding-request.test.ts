/**
 * get-funding-info's request: the contract declares exactly infoUuid, selfTag, skip and userSourceId, and the
 * case store sends infoUuid with the link's userSourceId and selfTag (remembered from the query for the session).
 */
import { FundingInfoReq } from '../../../src/contract/cases';
import { afterRoute } from '../../../src/router/effects';
import { routeByName } from '../../../src/routes';
import { fakeRoot, fundingInfo } from './donor-fakes';

test('the request has exactly the four fields', () => {
  expect(Object.keys(FundingInfoReq.properties).sort()).toEqual(['infoUuid', 'selfTag', 'skip', 'userSourceId']);
  expect(FundingInfoReq.required).toEqual(['infoUuid']);
});

test('the case store sends infoUuid, userSourceId and selfTag from the link the session came by', async () => {
  const root = fakeRoot();
  root.api.stat.pageLog.mockResolvedValue(null);
  afterRoute(
    { route: routeByName('contribute'), params: { infoUuid: 'c1' }, query: { userSourceId: 'u9', selfTag: 'st1' }, from: null, to: '/cf/contribute/c1?userSourceId=u9&selfTag=st1' },
    { platform: root.platform, api: root.api, grayMode: 0 },
  );
  root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ infoUuid: 'c1' }));
  await root.cases.fetch('c1');
  expect(root.api.cases.fundingInfo).toHaveBeenCalledWith({ infoUuid: 'c1', userSourceId: 'u9', selfTag: 'st1' });
  for (const [req] of root.api.cases.fundingInfo.mock.calls) expect(Object.keys(req).every((k) => k in FundingInfoReq.properties)).toBe(true);
});

test('without them only infoUuid goes', async () => {
  const root = fakeRoot();
  root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ infoUuid: 'c2' }));
  await root.cases.fetch('c2');
  expect(root.api.cases.fundingInfo).toHaveBeenCalledWith({ infoUuid: 'c2', userSourceId: undefined });
});
