/**
 * The info pages staff write, one slug per route: the raising-help pages (/cf/activity/fundraising-service,
 * help-the-patient, green-path, tf-detail, learn-more, verify-instruction, choose-:brand), /cf/consultant,
 * /cf/channelpartner, /cf/insurance-education, /cf/act/serviceCenter, /cf/independent-success.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { CHOOSE_FALLBACK_SLUG } from '../../../stores/ContentStore';
import { openLink, paragraphs } from '../links';
import '../content.css';

/** Route name -> the slug of its page. */
export const SLUG_BY_ROUTE: Record<string, string> = {
  fundraisingService: 'fundraising-service',
  helpThePatient: 'help-the-patient',
  greenPath: 'green-path',
  tfDetail: 'tf-detail',
  learnMore: 'learn-more',
  verifyInstruction: 'verify-instruction',
  consultant: 'consultant',
  channelPartner: 'channelpartner',
  insuranceEducation: 'insurance-education',
  serviceCenter: 'service-center',
  independentSuccess: 'independent-success',
};

/** The slug a route's page shows (choose-:brand: the brand's own page, else the general one). */
export function slugOf(routeName: string, params: Record<string, string>): { slug: string; fallback?: string } {
  if (routeName === 'chooseBrand') {
    const brand = (params.brand ?? '').toLowerCase().replace(/[^a-z0-9-]/g, '');
    return brand ? { slug: `choose-${brand}`, fallback: CHOOSE_FALLBACK_SLUG } : { slug: CHOOSE_FALLBACK_SLUG };
  }
  return { slug: SLUG_BY_ROUTE[routeName] ?? routeName };
}

export const InfoView = observer(function InfoView({ slug, fallback }: { slug: string; fallback?: string }) {
  const root = useStores();
  const { content, platform } = root;
  useEffect(() => {
    void content.loadPage(slug, fallback);
  }, [content, slug, fallback]);
  const page = content.pages[slug];
  useEffect(() => {
    if (page) platform.nav.setTitle(page.title);
  }, [page, platform]);
  if (page === undefined && content.pageAct.error) return <ErrorState text={content.pageAct.error} onRetry={() => void content.loadPage(slug, fallback)} />;
  if (!page) return <Skeleton rows={5} />;
  return (
    <View className='ct-article' data-testid='info-page' data-slug={slug}>
      {page.imageUrl ? <Image className='ct-article__img' src={page.imageUrl} mode='widthFix' imgProps={{ alt: '' }} /> : null}
      <Text className='ct-article__title' data-testid='info-title'>{page.title}</Text>
      {page.summary ? <Text className='ct-article__meta'>{page.summary}</Text> : null}
      <View data-testid='info-body'>
        {paragraphs(page.body).map((p, i) => (
          <Text key={i} className='ct-article__p'>{p}</Text>
        ))}
      </View>
      {page.linkUrl ? (
        <View className='ct-btn' role='link' data-testid='info-link' onClick={() => openLink(root, page.linkUrl)}>{page.linkText || '了解详情'}</View>
      ) : null}
    </View>
  );
});

function InfoContent() {
  const { route, params } = useRoute();
  const { slug, fallback } = slugOf(route.name, params);
  return <InfoView slug={slug} fallback={fallback} />;
}

export default function InfoPageScreen() {
  return (
    <RoutePage>
      <InfoContent />
    </RoutePage>
  );
}
