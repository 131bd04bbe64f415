/** The content form: text, image (upload endpoint), link, slot/slug, sort, and the publish/take-down window. */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { UploadField } from '../../../components/UploadField';
import type { ContentForm as Form } from '../../../stores/StaffContentStore';

const SLUG_LABEL: Record<string, string> = {
  page: '页面标识（如 green-path、consultant、service-center）',
  advert: '广告位（firstScreen 首屏广告，leftViews 左滑推荐）',
};

export const ContentFormView = observer(function ContentFormView() {
  const { staffContent: s } = useStores();
  const f = s.form;
  const input = (key: keyof Form, placeholder: string, type = 'text') => (
    <input
      className='staff__input'
      type={type}
      data-testid={`content-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
      placeholder={placeholder}
      value={f[key]}
      onChange={(e) => s.setField(key, e.target.value)}
    />
  );
  return (
    <View className='staff__card' data-testid='content-form'>
      <Text className='staff__title'>{f.id ? '编辑内容' : '新建内容'}</Text>
      {s.kind === 'page' || s.kind === 'advert' ? input('slug', SLUG_LABEL[s.kind]) : null}
      {input('title', '标题')}
      {s.kind !== 'problem' ? input('summary', '摘要') : null}
      {s.kind !== 'advert' ? (
        <textarea
          className='staff__input'
          style={{ minHeight: '120px' }}
          data-testid='content-body'
          placeholder='正文（纯文本，空行分段）'
          value={f.body}
          onChange={(e) => s.setField('body', e.target.value)}
        />
      ) : null}
      {s.kind !== 'problem' ? (
        <UploadField
          label='图片'
          kind='cover'
          max={1}
          testId='content-image'
          value={f.imageUrl ? [{ fileId: f.imageUrl, url: f.imageUrl, thumbUrl: f.imageUrl, largeUrl: f.imageUrl, private: false }] : []}
          onChange={(files) => s.setField('imageUrl', files[0]?.url ?? '')}
        />
      ) : null}
      {s.kind !== 'problem' ? input('linkUrl', '链接：站内路径或 https 地址') : null}
      {s.kind === 'page' ? input('linkText', '链接按钮文字') : null}
      {s.kind === 'article' || s.kind === 'problem' ? input('category', '分类（如 筹款指南、提现）') : null}
      {input('sort', '排序（小的在前）', 'number')}
      <Text className='staff__sub'>发布时间（留空：发布后立即展示）</Text>
      {input('publishAt', '发布时间', 'datetime-local')}
      <Text className='staff__sub'>下架时间（留空：不自动下架）</Text>
      {input('takeDownAt', '下架时间', 'datetime-local')}
      {s.saveAct.error ? <Text className='staff__error' data-testid='content-error'>{s.saveAct.error}</Text> : null}
      <View className='staff__actions'>
        <View className='staff__btn staff__btn--plain' data-testid='content-new' onClick={() => s.newItem()}>清空</View>
        <View className={`staff__btn ${s.saveAct.busy ? 'staff__btn--busy' : ''}`} data-testid='content-save' onClick={() => void s.save()}>保存</View>
      </View>
    </View>
  );
});
