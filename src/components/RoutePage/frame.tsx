import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react';
import { aria } from '../case/a11y';
import { useStores } from '../../stores/context';

/**
 * The page's root element (.cf-page) inside its care frame: in 长辈版 the frame carries the class
 * src/styles/care.css keys its overrides on (`.cf-care .cf-page X`; on H5 <html> carries it too). The
 * frame is always drawn, so turning 长辈版 on or off changes a class and never remounts the page.
 * The page is the document's main landmark (role main) at every moment: on the server's first screen
 * (src/ssr/first-screen.tsx draws this same frame), during the take-over and in the client page.
 */
export const PageFrame = observer(function PageFrame(props: { className?: string; route: string; gray?: boolean; careTitle?: string; children: ReactNode }) {
  const { className, route, gray, careTitle, children } = props;
  const { prefs } = useStores();
  return (
    <View className={prefs.care ? 'cf-care' : 'cf-care-frame'}>
      <View {...aria({ role: 'main' })} className={`cf-page${gray ? ' cf-page--gray' : ''}${className ? ` ${className}` : ''}`} data-route={route} data-gray={gray ? '1' : undefined}>
        {prefs.care && careTitle ? (
          <Text {...aria({ role: 'heading', 'aria-level': 1 })} className='cf-care-title'>
            {careTitle}
          </Text>
        ) : null}
        {children}
      </View>
    </View>
  );
});
