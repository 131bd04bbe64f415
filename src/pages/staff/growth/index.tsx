/**
 * /staff/growth: the adviser landing page's service info and honour pictures, and the health tree's
 * sample words (add, edit, remove, move up or down). Every write is checked and audited on the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { UploadField } from '../../../components/UploadField';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature } from '../../../stores/context';
import { StaffBdStore, type ServiceForm } from '../../../stores/growth/StaffBdStore';
import { StaffFrame } from '../StaffFrame';

const useBd = () => useFeature('staff-bd', (root) => new StaffBdStore(root));

const ServiceView = observer(function ServiceView() {
  const s = useBd();
  const input = (key: keyof ServiceForm, placeholder: string) => (
    <input className='staff__input' data-testid={`bd-service-${key}`} placeholder={placeholder} value={s.service[key]} onChange={(e) => s.setService(key, e.target.value)} />
  );
  return (
    <View className='staff__card' data-testid='staff-bd-service'>
      <Text className='staff__title'>顾问服务信息</Text>
      {input('teamName', '团队名称')}
      {input('hours', '服务时间（如 每天 9:00-21:00）')}
      {input('phone', '服务电话')}
      {input('intro', '简介')}
      <textarea className='staff__input' style={{ minHeight: '100px' }} data-testid='bd-service-services' placeholder='服务内容，一行一条' value={s.service.services} onChange={(e) => s.setService('services', e.target.value)} />
      {s.serviceAct.error ? <Text className='staff__error' data-testid='bd-service-error'>{s.serviceAct.error}</Text> : null}
      <View className='staff__actions'>
        <View className={`staff__btn ${s.serviceAct.busy ? 'staff__btn--busy' : ''}`} data-testid='bd-service-save' onClick={() => void s.saveService()}>保存</View>
      </View>
    </View>
  );
});

const HonourView = observer(function HonourView() {
  const s = useBd();
  const h = s.honour;
  return (
    <View className='staff__card' data-testid='staff-bd-honours'>
      <Text className='staff__title'>荣誉图片</Text>
      <View className='staff__images'>
        {s.honours.map((p) => (
          <View key={p.id} data-testid='staff-honour-item' style={{ marginRight: '12px' }}>
            <Image className='staff__img' src={p.imageUrl} mode='aspectFill' imgProps={{ alt: p.title }} />
            <Text className='staff__sub'>{`${p.title} · 排序${p.sort}`}</Text>
            <View className='staff__actions'>
              <View className='staff__btn staff__btn--plain' data-testid='staff-honour-edit' onClick={() => s.editHonour(p)}>编辑</View>
              <View className='staff__btn staff__btn--reject' data-testid='staff-honour-remove' onClick={() => void s.removeHonour(p.id)}>删除</View>
            </View>
          </View>
        ))}
      </View>
      <Text className='staff__sub'>{h.id ? '编辑荣誉图片' : '新增荣誉图片'}</Text>
      <input className='staff__input' data-testid='staff-honour-title' placeholder='荣誉名称' value={h.title} onChange={(e) => s.setHonour('title', e.target.value)} />
      <input className='staff__input' type='number' data-testid='staff-honour-sort' placeholder='排序（小的在前）' value={h.sort} onChange={(e) => s.setHonour('sort', e.target.value)} />
      <UploadField
        label='图片' kind='cover' max={1} testId='staff-honour-image'
        value={h.imageUrl ? [{ fileId: h.imageUrl, url: h.imageUrl, thumbUrl: h.imageUrl, largeUrl: h.imageUrl, private: false }] : []}
        onChange={(files) => s.setHonour('imageUrl', files[0]?.url ?? '')}
      />
      {s.honourAct.error ? <Text className='staff__error' data-testid='staff-honour-error'>{s.honourAct.error}</Text> : null}
      <View className='staff__actions'>
        <View className='staff__btn staff__btn--plain' onClick={() => s.editHonour(null)}>清空</View>
        <View className={`staff__btn ${s.honourAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-honour-save' onClick={() => void s.saveHonour()}>保存</View>
      </View>
    </View>
  );
});

const WordsView = observer(function WordsView() {
  const s = useBd();
  return (
    <View className='staff__card' data-testid='staff-wish-words'>
      <Text className='staff__title'>健康树示例语</Text>
      <Text className='staff__sub'>祈福页按此顺序展示，用户点选后可修改</Text>
      {s.words.map((w, i) => (
        <View key={w.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f1f3' }} data-testid='staff-word-item'>
          <Text className='staff__field-v' data-testid='staff-word-text'>{`${i + 1}. ${w.text}`}</Text>
          <View className='staff__actions' style={{ marginTop: '8px' }}>
            <View className='staff__btn staff__btn--plain' data-testid='staff-word-up' onClick={() => void s.moveWord(w.id, -1)}>上移</View>
            <View className='staff__btn staff__btn--plain' data-testid='staff-word-down' onClick={() => void s.moveWord(w.id, 1)}>下移</View>
            <View className='staff__btn staff__btn--plain' data-testid='staff-word-edit' onClick={() => s.editWord(w)}>编辑</View>
            <View className='staff__btn staff__btn--reject' data-testid='staff-word-remove' onClick={() => void s.removeWord(w.id)}>删除</View>
          </View>
        </View>
      ))}
      <textarea className='staff__input' data-testid='staff-word-input' placeholder={s.wordId ? '修改示例语' : '新增示例语（1-200字）'} value={s.wordText} onChange={(e) => s.setWordText(e.target.value)} />
      {s.wordAct.error ? <Text className='staff__error' data-testid='staff-word-error'>{s.wordAct.error}</Text> : null}
      <View className='staff__actions'>
        {s.wordId ? <View className='staff__btn staff__btn--plain' onClick={() => s.editWord(null)}>取消编辑</View> : null}
        <View className={`staff__btn ${s.wordAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-word-save' onClick={() => void s.saveWord()}>{s.wordId ? '保存修改' : '添加'}</View>
      </View>
    </View>
  );
});

export const StaffGrowthView = observer(function StaffGrowthView() {
  const s = useBd();
  useEffect(() => {
    void s.load();
  }, [s]);
  if (!s.loaded) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load()} /> : <Skeleton rows={5} />;
  return (
    <View data-testid='staff-growth'>
      <WordsView />
      <ServiceView />
      <HonourView />
    </View>
  );
});

export default function StaffGrowthPage() {
  return (
    <RoutePage route='staffGrowth'>
      <StaffFrame active='growth'>
        <StaffGrowthView />
      </StaffFrame>
    </RoutePage>
  );
}
