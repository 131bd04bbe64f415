/**
 * The delivery address of a goods order: the saved addresses to choose from, or a new one — receiver,
 * mobile, the region picked province -> city -> district from the national division list, and the
 * street address. The logic is AddressStore's.
 */
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import type { AddressStore, RegionLevel } from '../../stores/shop/AddressStore';
import './shop.css';

type InputEvent = { detail: { value: string } };
const LEVEL_TEXT: Record<RegionLevel, string> = { province: '选择省份', city: '选择城市', district: '选择区县' };

export const AddressBook = observer(function AddressBook({ book }: { book: AddressStore }) {
  return (
    <View className='cf-shop__card' data-testid='address-book'>
      <Text className='cf-shop__h'>收货地址</Text>
      {book.list.map((a) => (
        <View
          key={a.addressId} className={`cf-shop__addr${a.addressId === book.selectedId && !book.editing ? ' cf-shop__addr--on' : ''}`}
          data-testid='address-item' role='radio' aria-checked={a.addressId === book.selectedId ? 'true' : 'false'} onClick={() => book.select(a.addressId)}
        >
          <Text>{`${a.name}  ${a.phone}`}</Text>
          <Text className='cf-shop__addr-sub'>{`${a.province} ${a.city} ${a.district} ${a.detail}`}</Text>
        </View>
      ))}
      {book.editing ? <AddressForm book={book} /> : (
        <View className='cf-shop__btn cf-shop__btn--ghost' data-testid='address-new' onClick={() => book.startNew()}>新增收货地址</View>
      )}
    </View>
  );
});

const AddressForm = observer(function AddressForm({ book }: { book: AddressStore }) {
  const field = (label: string, key: 'name' | 'phone' | 'detail', placeholder: string, type: 'text' | 'number' = 'text') => (
    <View className='cf-shop__field'>
      <Text className='cf-shop__label'>{label}</Text>
      <Input
        className='cf-shop__input' data-testid={`address-${key}`} type={type} value={book[key]} placeholder={placeholder}
        maxlength={key === 'detail' ? 100 : key === 'phone' ? 11 : 20} onInput={(e: InputEvent) => book.setField(key, e.detail.value)}
      />
    </View>
  );
  return (
    <View data-testid='address-form'>
      {field('收货人', 'name', '请填写收货人姓名')}
      {field('手机号', 'phone', '请填写收货人手机号', 'number')}
      <View className='cf-shop__field' onClick={() => void book.pick('province')} data-testid='address-region'>
        <Text className='cf-shop__label'>所在地区</Text>
        <Text className={`cf-shop__pick${book.regionText ? '' : ' cf-shop__pick--empty'}`}>{book.regionText || '省 / 市 / 区县'}</Text>
      </View>
      {book.picking ? (
        <View data-testid='region-picker' data-level={book.picking}>
          <Text className='cf-shop__sub'>{LEVEL_TEXT[book.picking]}</Text>
          <View className='cf-shop__options'>
            {book.options.map((r) => (
              <View key={r.code} className='cf-shop__option' data-testid='region-option' data-code={r.code} onClick={() => book.choose(r)}>{r.name}</View>
            ))}
          </View>
        </View>
      ) : null}
      {field('详细地址', 'detail', '街道、楼牌号等')}
      {book.saveAct.error ? <View className='cf-shop__error' role='alert' data-testid='address-error'>{book.saveAct.error}</View> : null}
      <View className={`cf-shop__btn${book.saveAct.busy ? ' cf-shop__btn--busy' : ''}`} data-testid='address-save' onClick={() => void book.save()}>保存地址</View>
      {book.list.length ? <View className='cf-shop__btn cf-shop__btn--ghost' onClick={() => book.cancelNew()}>取消</View> : null}
    </View>
  );
});
