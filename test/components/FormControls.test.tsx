/** The H5 pay page's toggle and message field (plain elements, no Stencil web components). */
import { fireEvent } from '@testing-library/react';
import { PayView } from '../../src/pages/pay/PayView';
import { MESSAGE_MAX_LENGTH } from '../../src/stores/PayStore';
import { eventually, renderWithStores, typeInto } from './donor-render';
import { createFakeApi } from '../setup/fakeApi';

test('anonymity is an accessible switch, off by default; the message is a plain textarea cut to its max length', async () => {
  const api = createFakeApi();
  api.pay.status.mockResolvedValue({ hot: false, eyeValue: 0, firstDonate: false, subsidize: false, groupValue: 0, caseCharge: 1 });
  api.pay.amountTest.mockResolvedValue({ amount: [1000], eagleEyeExperiment: '', eagleEyeResult: '' });
  api.cases.fundingInfo.mockRejectedValue({ msg: 'x' });
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  const toggle = await eventually(() => r.getByTestId('pay-anonymous'));
  expect(toggle.getAttribute('role')).toBe('switch');
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  expect(r.root.pay.anonymous).toBe(false);
  fireEvent.click(toggle);
  await eventually(() => expect(r.getByTestId('pay-anonymous').getAttribute('aria-checked')).toBe('true'));
  expect(r.root.pay.anonymous).toBe(true);
  fireEvent.click(r.getByTestId('pay-anonymous'));
  await eventually(() => expect(r.root.pay.anonymous).toBe(false));

  const area = r.getByTestId('pay-message');
  expect(area.tagName).toBe('TEXTAREA');
  expect(area.getAttribute('maxlength')).toBe(String(MESSAGE_MAX_LENGTH));
  typeInto(area, 'x'.repeat(MESSAGE_MAX_LENGTH + 5));
  await eventually(() => expect(r.root.pay.message).toHaveLength(MESSAGE_MAX_LENGTH));
  expect(r.container.querySelector('taro-switch-core, taro-textarea-core')).toBeNull();
});
