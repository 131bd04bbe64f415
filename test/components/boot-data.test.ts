/** The H5 reader of the server's inlined boot data: a JSON data block, taken once, never executed. */
import { takeBootData } from '../../src/platform/boot.h5';

afterEach(() => {
  document.head.innerHTML = '';
});

function block(type: string, text: string) {
  const el = document.createElement('script');
  el.type = type;
  el.id = 'cf-boot';
  el.textContent = text;
  document.head.appendChild(el);
}

test('the JSON data block is parsed once and removed from the page', () => {
  block('application/json', '{"infoUuid":"a","visitor":true,"info":{"infoUuid":"a","baseInfo":{"title":"\\u003c/script\\u003e"}}}');
  const data = takeBootData() as { info: { baseInfo: { title: string } } };
  expect(data.info.baseInfo.title).toBe('</script>');
  expect(document.getElementById('cf-boot')).toBeNull();
  expect(takeBootData()).toBeNull();
});

test('anything but a JSON data block, or broken JSON, is ignored', () => {
  block('text/plain', '{"infoUuid":"a"}');
  expect(takeBootData()).toBeNull();
  document.head.innerHTML = '';
  block('application/json', '{broken');
  expect(takeBootData()).toBeNull();
  expect(takeBootData()).toBeNull();
});
