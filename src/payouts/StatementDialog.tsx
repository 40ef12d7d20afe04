import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { useAppSelector } from '../slices/hooks';
import { LANGUAGES, selectLanguage, type Language } from '../slices/themeSlice';
import { formatBaht, formatDate, formatMonth, formatText } from '../lib/format';
import { fullNameOf } from '../lib/names';
import {
  maskedAccountNumber,
  paymentReferenceOf,
  type AccountReading,
  type PayoutPartner,
} from './payoutRun';

export interface StatementDialogProps {
  /** The partners whose statements are printed, one page each; empty: closed. */
  partners: readonly PayoutPartner[];
  accounts: Readonly<Record<string, AccountReading | undefined>>;
  /** The accounts are being read: nothing is printed before they are on the page. */
  accountsLoading?: boolean;
  month: string;
  onClose: () => void;
}

/**
 * Partners' statements, previewed and printed with the browser's print: only the statements go to
 * paper (the print stylesheet below hides the console around them), one partner per page, in the
 * language the admin picks for the partner, whatever the console's.
 */
export function StatementDialog({
  partners,
  accounts,
  accountsLoading = false,
  month,
  onClose,
}: StatementDialogProps) {
  const { t } = useTranslation('payoutRun');
  const consoleLanguage = useAppSelector(selectLanguage);
  const [language, setLanguage] = useState<Language>(consoleLanguage);
  const open = partners.length > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="statement-title"
      className="statement-print"
    >
      {open && (
        <GlobalStyles
          styles={{
            '@media print': {
              '#root': { display: 'none' },
              body: { backgroundColor: '#fff !important' },
              '.statement-print': { position: 'static !important' },
              '.statement-print .MuiBackdrop-root, .statement-print .no-print': {
                display: 'none !important',
              },
              '.statement-print .MuiDialog-container': { display: 'block', height: 'auto' },
              '.statement-print .MuiDialog-paper': {
                boxShadow: 'none',
                margin: 0,
                maxWidth: 'none',
                maxHeight: 'none',
                overflow: 'visible',
              },
              '.statement-print .MuiDialogContent-root': { overflow: 'visible', padding: 0 },
              // Paper is white whatever the console's theme: a dark statement would print light on black.
              '.statement-print .MuiDialog-paper, .statement-page *': {
                color: '#000 !important',
                backgroundColor: '#fff !important',
                backgroundImage: 'none !important',
              },
              '.statement-page': { breakAfter: 'page' },
              '.statement-page:last-of-type': { breakAfter: 'auto' },
            },
          }}
        />
      )}
      <DialogTitle id="statement-title" className="no-print">
        {t('payoutRun:statement.title', { count: partners.length })}
      </DialogTitle>
      <DialogContent>
        <Box
          className="no-print"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}
        >
          <Typography id="statement-language" variant="body2">
            {t('payoutRun:statement.language')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_event, value: Language | null) => value && setLanguage(value)}
            aria-labelledby="statement-language"
          >
            {LANGUAGES.map((value) => (
              <ToggleButton key={value} value={value}>
                {t(`preferences.language.names.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
          {partners.map((partner) => (
            <PartnerStatement
              key={partner.id}
              partner={partner}
              reading={accounts[partner.id]}
              month={month}
              language={language}
            />
          ))}
        </Suspense>
      </DialogContent>
      <DialogActions className="no-print">
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="contained"
          startIcon={accountsLoading ? <CircularProgress size={16} color="inherit" /> : <PrintRounded />}
          disabled={accountsLoading}
          onClick={() => window.print()}
        >
          {t('payoutRun:statement.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PartnerStatement({
  partner,
  reading,
  month,
  language,
}: {
  partner: PayoutPartner;
  reading: AccountReading | undefined;
  month: string;
  language: Language;
}) {
  // The statement's own language: react-i18next loads its texts if the console has not yet.
  const { t } = useTranslation(['payoutRun', 'shell'], { lng: language });
  const money = (value: unknown) => formatBaht(value, language);
  const account = reading?.account ?? null;
  return (
    <Box
      component="article"
      className="statement-page"
      lang={language}
      data-testid="partner-statement"
      sx={{ '& + &': { mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' } }}
    >
      <Typography variant="overline" component="p">
        {t('common.appName')}
      </Typography>
      <Typography variant="h5" component="h3">
        {t('payoutRun:statement.heading', { month: formatMonth(month, language) })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          my: 2,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('payoutRun:statement.partner')}</dt>
        <dd>{partner.partnerName}</dd>
        <dt>{t('payoutRun:statement.reference')}</dt>
        <dd>{paymentReferenceOf(partner.id, month)}</dd>
        <dt>{t('payoutRun:bank.name')}</dt>
        <dd>
          {account?.bank
            ? language === 'th'
              ? account.bank.nameTh
              : account.bank.nameEn
            : formatText(account?.bankName)}
        </dd>
        <dt>{t('payoutRun:bank.accountNumber')}</dt>
        <dd>{account?.accountNumber ? maskedAccountNumber(account.accountNumber) : '-'}</dd>
        <dt>{t('payoutRun:bank.accountName')}</dt>
        <dd>{formatText(account?.accountName)}</dd>
        <dt>{t('payoutRun:statement.printed')}</dt>
        <dd>{formatDate(new Date().toISOString(), language)}</dd>
      </Box>
      {/* Seven columns are wider than a phone: they scroll there, and print whole. */}
      <Box sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('payoutRun:columns.booking')}</TableCell>
              <TableCell>{t('payoutRun:columns.checkin')}</TableCell>
              <TableCell>{t('payoutRun:columns.guest')}</TableCell>
              <TableCell align="right">{t('payoutRun:columns.period1')}</TableCell>
              <TableCell align="right">{t('payoutRun:columns.commission')}</TableCell>
              <TableCell align="right">{t('payoutRun:columns.fee')}</TableCell>
              <TableCell align="right">{t('payoutRun:columns.transfer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {partner.bookings.map((earning) => (
              <TableRow key={earning.booking.bookingId}>
                <TableCell>{formatText(earning.booking.bookingCode)}</TableCell>
                <TableCell>{formatDate(earning.booking.checkinDate, language)}</TableCell>
                <TableCell>{fullNameOf(earning.booking.firstName, earning.booking.lastName)}</TableCell>
                <TableCell align="right">{money(earning.period1Amount)}</TableCell>
                <TableCell align="right">{money(earning.commissionAmount)}</TableCell>
                <TableCell align="right">{money(earning.feeAmount)}</TableCell>
                <TableCell align="right">{money(earning.transferAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                colSpan={6}
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'body2.fontSize' }}
              >
                {t('payoutRun:statement.total')}
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'body2.fontSize' }}
                data-testid="statement-total"
              >
                {money(partner.transferAmount)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Box>
  );
}
