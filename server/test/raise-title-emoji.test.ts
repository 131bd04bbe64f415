/** The server strips emoji from a case title before its rules, as the raise form does while typing (src/contract/rules/text.ts). */
import { checkText } from '../src/services/raise/base';
import { RAISE_MSG } from '../../src/contract/rules';

const story = '小明今年十一岁，确诊白血病，恳请大家帮帮他🙏谢谢每一位好心人';

test('a title loses its emoji, the story keeps them', () => {
  expect(checkText('救救小明🙏🙏白血病急需骨髓移植', story)).toEqual({ title: '救救小明白血病急需骨髓移植', content: story });
});

test('emoji do not make a title long enough', () => {
  expect(() => checkText('救救🙏🙏🙏🙏', story)).toThrow(RAISE_MSG.titleLength);
});
