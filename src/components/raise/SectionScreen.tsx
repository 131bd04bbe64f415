/**
 * The frame of a section screen: opens the case of the route's infoUuid in the RaiseStore, waits for
 * it, then shows the head and the SectionForm. After a save it goes to `after` (a route name) or to the
 * store's next step (the next section to fill, else the review page).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react';
import { View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { useRoute } from '../RoutePage';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import type { Section } from '../../contract/raise-sections';
import { RaiseHead, SectionForm } from './SectionForm';
import './raise.css';

/** Opens the route's case (params.infoUuid) once; returns whether its data is on hand. */
export function useRaiseCase(): { infoUuid: string; ready: boolean } {
  const { raise } = useStores();
  const { params } = useRoute();
  const infoUuid = params.infoUuid ?? '';
  useEffect(() => {
    if (infoUuid) void raise.open(infoUuid);
  }, [infoUuid, raise]);
  return { infoUuid, ready: !!infoUuid && raise.infoUuid === infoUuid && !raise.loadAct.busy && !!raise.info };
}

/**
 * A new case's form (no infoUuid): `start` resets the store for this entry, once, and the form may be drawn
 * only after it (the returned flag). Drawn before, a reader's first taps or words on a loaded phone were
 * wiped by the reset (a loaded CI run of the mini-program: 提交 on the empty form showed no 请填写筹款标题).
 * `start` returns false when the entry leaves at once (a redirect): the form is then never drawn.
 */
export function useStartedNew(isNew: boolean, start: () => boolean | void): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (isNew && start() !== false) setStarted(true);
    // the page instance serves one entry
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew]);
  return started;
}

/** Loading, failure and "no case" states around raise screens. */
export const CaseGate = observer(function CaseGate({ children }: { children: ReactNode }) {
  const { raise } = useStores();
  const { infoUuid, ready } = useRaiseCase();
  if (!infoUuid) return <ErrorState text='缺少筹款编号，请从我的筹款进入' />;
  if (raise.loadAct.error && !ready) return <ErrorState text={raise.loadAct.error} onRetry={() => void raise.open(infoUuid)} />;
  if (!ready) return <Skeleton />;
  return <>{children}</>;
});

export interface SectionScreenProps {
  section: Section;
  title?: string;
  desc?: string;
  submitText?: string;
  /** route to go to after saving (params: infoUuid); default the store's next step */
  after?: string;
  /** submit the saved sections for review right after saving, then go to this route */
  submitThen?: string;
  children?: ReactNode;
}

export const SectionScreen = observer(function SectionScreen({ section, title, desc, submitText, after, submitThen, children }: SectionScreenProps) {
  const { raise, platform } = useStores();
  return (
    <CaseGate>
      <View className='cf-raise'>
        <RaiseHead title={title ?? raise.sectionTitle(section)} desc={desc} />
        <SectionForm
          section={section}
          submitText={submitText}
          onSaved={async () => {
            if (submitThen && (await raise.submit())) {
              platform.nav.go(submitThen, { infoUuid: raise.infoUuid }, { replace: true });
              return;
            }
            const next = after ? { name: after, params: { infoUuid: raise.infoUuid } } : raise.nextStep;
            platform.nav.go(next.name, next.params, { replace: true });
          }}
        >
          {children}
        </SectionForm>
      </View>
    </CaseGate>
  );
});
