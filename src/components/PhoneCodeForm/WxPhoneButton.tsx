/**
 * Mini-program: WeChat's own "use my WeChat phone number" button (open-type getPhoneNumber). WeChat
 * asks the user and hands back a one-time code that the server exchanges for the phone number; a user
 * who refuses gives no code. H5 has no such button (WxPhoneButton.h5.tsx renders nothing).
 */
import { Button } from '@tarojs/components';
import type { WxPhoneButtonProps } from './WxPhoneButton.types';

export function WxPhoneButton({ text, onCode }: WxPhoneButtonProps) {
  return (
    <Button
      className='login__wx-phone'
      openType='getPhoneNumber'
      onGetPhoneNumber={(e) => void onCode((e.detail as { code?: string }).code || undefined)}
    >
      {text}
    </Button>
  );
}
