import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import VillaRounded from '@mui/icons-material/VillaRounded';
import { IconTile } from '../components/display/IconTile';
import { ErrorState } from '../components/feedback/ErrorState';
import { CounterSkeleton, TextLineSkeleton } from '../components/feedback/Skeletons';
import { Link as RouterLink } from 'react-router';
import { formatBaht, formatNumber } from '../lib/format';
import { useAppSelector } from '../slices/hooks';
import { selectLanguage } from '../slices/themeSlice';
import { ageOf, WORK_QUEUE_IDS, type WorkQueue, type WorkQueueId } from './workQueues';
import { useWorkQueues } from './useWorkQueues';
import { figureBox, fittedFontSize } from '../components/display/fittedFigure';

const ICONS: Record<WorkQueueId, SvgIconComponent> = {
  partnerApplications: HandshakeRounded,
  propertyTypes: VillaRounded,
  transfersDue: PaymentsRounded,
  owedToPartners: AccountBalanceWalletRounded,
  periodTwo: ReceiptLongRounded,
};

export interface WorkQueueCardsProps {
  /** The clock the ages are read on (home's minute clock). */
  now: Date;
}

/**
 * Home's work queues: a card each, with its count, its oldest item's age, and a link to exactly
 * those items. The cards subscribe to the lists themselves, so an answer redraws them, not home.
 */
export function WorkQueueCards({ now }: WorkQueueCardsProps) {
  const { t } = useTranslation('workQueues');
  const language = useAppSelector(selectLanguage);
  const { queues, failed, retry } = useWorkQueues();

  const ageText = (queue: WorkQueue) => {
    if (queue.count === 0) return t('workQueues:age.none');
    const age = ageOf(queue.oldest, now);
    if (!age) return t('workQueues:age.undated');
    return t(age.unit === 'day' ? 'workQueues:age.days' : 'workQueues:age.hours', { count: age.value });
  };

  return (
    <Box component="section" aria-labelledby="home-queues">
      <Typography id="home-queues" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('workQueues:title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Two a row on a phone: the five fit one screen; all five in a row on a wide one.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(5, 1fr)',
          },
        }}
      >
        {WORK_QUEUE_IDS.map((id) => {
          const queue = queues[id];
          const lost = failed[id] === true;
          const figure = lost
            ? '-'
            : queue?.amount !== undefined
              ? formatBaht(queue.amount, language)
              : formatNumber(queue?.count, language);
          return (
            <Card key={id} data-testid={`queue-${id}`}>
              <CardActionArea
                component={RouterLink}
                nativeButton={false}
                to={queue?.link ?? ''}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
                  {/* The title has the card's whole width: Thai titles have long unbroken words. */}
                  <Typography
                    variant="body2"
                    component="h3"
                    sx={{ color: 'text.secondary', fontWeight: 600 }}
                  >
                    {t(`workQueues:${id}.title`)}
                  </Typography>
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0, ...figureBox }}>
                      <Typography
                        variant="h5"
                        component="p"
                        sx={{
                          fontWeight: 700,
                          fontVariantNumeric: 'tabular-nums',
                          whiteSpace: 'nowrap',
                          fontSize: (theme) => fittedFontSize(theme.typography.h5.fontSize, figure),
                        }}
                        data-testid={`queue-${id}-figure`}
                        aria-busy={!queue && !lost}
                      >
                        {!queue && !lost ? <CounterSkeleton /> : figure}
                      </Typography>
                    </Box>
                    <IconTile icon={ICONS[id]} hiddenOnPhone />
                  </Box>
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary' }}
                    data-testid={`queue-${id}-age`}
                  >
                    {lost ? (
                      t('workQueues:failed')
                    ) : !queue ? (
                      <TextLineSkeleton />
                    ) : (
                      <>
                        {queue.amount !== undefined &&
                          queue.count > 0 &&
                          `${t('workQueues:owedToPartners.partners', { count: queue.count })} · `}
                        {ageText(queue)}
                      </>
                    )}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {Object.values(failed).some(Boolean) && <ErrorState onRetry={retry} />}
    </Box>
  );
}
