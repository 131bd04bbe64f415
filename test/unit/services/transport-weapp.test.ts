import { cookieHeader, mergeSetCookie } from '../../../src/services/transport.weapp';

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

test('the mini-program keeps the session cookie from Set-Cookie and sends it back', () => {
  let jar = mergeSetCookie({}, 'cf_session=abc; Path=/; HttpOnly; SameSite=Lax');
  expect(jar).toEqual({ cf_session: 'abc' });
  jar = mergeSetCookie(jar, ['cf_api=t1; Path=/', 'other=1; Path=/']);
  expect(jar).toEqual({ cf_session: 'abc', cf_api: 't1' });
  expect(cookieHeader(jar)).toBe('cf_session=abc; cf_api=t1');
  jar = mergeSetCookie(jar, 'cf_session=; Max-Age=0; Path=/');
  expect(jar).toEqual({ cf_api: 't1' });
  jar = mergeSetCookie(jar, 'cf_api=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT, cf_session=new; Path=/');
  expect(jar).toEqual({ cf_session: 'new' });
});
