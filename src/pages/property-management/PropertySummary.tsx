import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import VillaRounded from '@mui/icons-material/VillaRounded';
import { useAppSelector } from '../../slices/hooks';
import { IconTile } from '../../components/display/IconTile';
import { CounterSkeleton } from '../../components/feedback/Skeletons';
import { formatNumber } from '../../lib/format';
import { selectLanguage } from '../../slices/themeSlice';
import type { ApprovalSummary } from './summary';

const cards: {
  id: keyof ApprovalSummary;
  icon: SvgIconComponent;
  color: 'success' | 'warning' | 'primary';
}[] = [
  { id: 'approved', icon: TaskAltRounded, color: 'success' },
  { id: 'pending', icon: HourglassTopRounded, color: 'warning' },
  { id: 'total', icon: VillaRounded, color: 'primary' },
];

const fields = ['properties', 'propertyTypes'] as const;

export interface PropertySummaryProps {
  /** null while loading. */
  summary: ApprovalSummary | null;
}

/** Approved, pending and total: each counts properties and property types. */
export function PropertySummary({ summary }: PropertySummaryProps) {
  const { t } = useTranslation('properties');
  const language = useAppSelector(selectLanguage);
  return (
    <Box
      component="section"
      aria-label={t('properties:summary.label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {cards.map(({ id, icon: Icon, color }) => (
        <Card key={id} data-testid={`summary-${id}`}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: { xs: 1.5, sm: 2 } }}>
            <IconTile icon={Icon} color={color} hiddenOnPhone />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                {t(`properties:summary.${id}`)}
              </Typography>
              <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0, flexWrap: 'wrap' }}>
                {fields.map((field) => (
                  <Box key={field} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`properties:summary.${field}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="h5"
                      sx={{ m: 0, fontWeight: 600 }}
                      data-testid={`summary-${id}-${field}`}
                      aria-busy={summary === null}
                    >
                      {summary === null ? <CounterSkeleton /> : formatNumber(summary[id][field], language)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
