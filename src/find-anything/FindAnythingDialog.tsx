import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import PoolRounded from '@mui/icons-material/PoolRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { FOCUS_HEADING } from '../components/layout/PageStart';
import { selectSessionUser } from '../slices/authSlice';
import { useAppSelector } from '../slices/hooks';
import { groupOrderOf, type FoundGroup, type FoundRecord } from './foundRecords';
import { FoundRecordLine } from './FoundRecordLine';
import { Key } from './Key';
import { searchTermOf } from './matching';
import { RECENT_LIMIT, recentRecordsOf, rememberOpened } from './recentRecords';
import { usePageMatches } from './usePageMatches';
import { useRecordSearch } from './useRecordSearch';

/** How many records each group lists; its header tells how many more were found. */
export const GROUP_LIMIT = 6;

type Section = FoundGroup | 'recent';
type PaletteOption = FoundRecord & { section: Section; total: number };

const SECTION_ICONS: Record<Section, SvgIconComponent> = {
  recent: HistoryRounded,
  page: ArticleRounded,
  booking: EventNoteRounded,
  user: PersonRounded,
  partner: HandshakeRounded,
  property: PoolRounded,
  location: PlaceRounded,
};

/** The records of one section, at most GROUP_LIMIT, each knowing how many the section found. */
const sectionOf = (section: Section, records: FoundRecord[], limit = GROUP_LIMIT): PaletteOption[] =>
  records.slice(0, limit).map((record) => ({ ...record, section, total: records.length }));

/** The list's options by group, in the groups' order (Autocomplete's groups must be contiguous). */
const groupedOptions = (records: FoundRecord[], term: string): PaletteOption[] =>
  groupOrderOf(records, term).flatMap((group) =>
    sectionOf(
      group,
      records.filter((record) => record.group === group),
    ),
  );

/** Autocomplete's popup drawn in place, inside the dialog under the box, instead of floating. */
function InlinePopup(props: {
  anchorEl?: unknown;
  disablePortal?: boolean;
  open: boolean;
  style?: React.CSSProperties;
}) {
  const { anchorEl: _anchorEl, disablePortal: _disablePortal, open: _open, style, ...other } = props;
  return <div {...other} style={{ ...style, position: 'static' }} />;
}

export interface TypedAhead {
  text: string;
  /** Enter was pressed after the text. */
  enter: boolean;
}

export interface FindAnythingDialogProps {
  open: boolean;
  onClose: () => void;
  /** What was typed after Ctrl/Cmd+K before the palette appeared (then cleared there), Enter included. */
  takeTypedAhead?: () => TypedAhead;
  /** Closed without opening a record: the focus goes back where it was before the palette. */
  returnFocus?: () => void;
}

/**
 * The palette (Ctrl/Cmd+K or the header's search): pages, bookings, users, partners, villas and
 * their types, and locations, found as the admin types; Enter opens the record where it lives
 * (its dialog's address, src/lib/recordLinks.ts). With nothing typed it lists the records this
 * admin opened last on this device.
 */
export default function FindAnythingDialog({
  open,
  onClose,
  takeTypedAhead,
  returnFocus,
}: FindAnythingDialogProps) {
  const { t } = useTranslation(['find', 'roles', 'pages', 'status', 'payments']);
  const navigate = useNavigate();
  const admin = useAppSelector(selectSessionUser);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const term = searchTermOf(typed);
  const search = useRecordSearch(term);
  const { pages, loadAllTitles } = usePageMatches(term);
  // Read when the palette opens: what was opened since shows the next time.
  const recents = useMemo(() => (open && admin ? recentRecordsOf(admin.id) : []), [open, admin]);
  // While a newer term waits for its answer, the last results stay, with the bar running above them.
  const found = term ? search.found : [];
  const options: PaletteOption[] = term
    ? groupedOptions([...pages, ...found], term)
    : [...sectionOf('recent', recents, RECENT_LIMIT), ...groupedOptions(pages, term)];
  const searching = search.searching;
  // An earlier term's records, shown while this one's are searched for, are dimmed and cannot be
  // highlighted: Enter never opens a record found for something else than what is typed.
  const isStale = (option: PaletteOption) =>
    searching && option.group !== 'page' && option.section !== 'recent';
  const failedGroups = term && search.term === term ? search.failed : [];
  // Enter pressed before the typed text's records were in (a touch typist's, or typed while the
  // palette's code arrived) is kept for that text, and opens the first line once they are.
  const enterFor = useRef<string | null>(null);

  const close = () => {
    setTyped('');
    onClose();
  };
  // The record opens once the palette has gone: a record's dialog opening while the palette's
  // modal is still leaving would be left hidden from assistive technology by MUI's modal manager.
  const chosen = useRef<FoundRecord | null>(null);
  const openRecord = (record: FoundRecord) => {
    if (admin && record.group !== 'page') rememberOpened(admin.id, record);
    chosen.current = record;
    onClose();
  };
  const openChosen = () => {
    const record = chosen.current;
    chosen.current = null;
    // An opened record takes the focus where it opens (its dialog, or the page's heading).
    if (record) void navigate(record.link, record.group === 'page' ? { state: FOCUS_HEADING } : undefined);
    else returnFocus?.();
  };

  // The text's records are in (each answer draws the palette again): the kept Enter opens the first
  // line; nothing found, nothing opens and the list says there is no match.
  const firstLine = options.find((option) => !isStale(option));
  useEffect(() => {
    if (enterFor.current === null || enterFor.current !== term || searching) return;
    enterFor.current = null;
    if (firstLine) openRecord(firstLine);
  });

  const noOptionsText = !term
    ? t('find:hint')
    : searching
      ? t('find:searching')
      : failedGroups.length > 0
        ? t('errors.searchFailed')
        : t('find:noMatch', { term });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      // The focus was last on the header's typed-ahead input: openChosen says where it goes instead.
      disableRestoreFocus
      // Gone at once on Enter: the record is what the admin asked for.
      transitionDuration={{ enter: theme.transitions.duration.enteringScreen, exit: 0 }}
      slotProps={{
        transition: {
          // The box takes what is typed from the moment the palette appears, and what was typed
          // before (in the header's input, while the palette's code arrived).
          onEnter: () => {
            // Opened anew: what was typed before then (or nothing), not what the last search left.
            const before = takeTypedAhead?.();
            setTyped(before?.text ?? '');
            if (before?.text && before.enter) enterFor.current = searchTermOf(before.text);
            inputRef.current?.focus();
            loadAllTitles();
          },
          onExited: openChosen,
        },
        // Named by its purpose: the palette has no visible title to be labelled by.
        paper: {
          'aria-label': t('find:title'),
          'aria-labelledby': undefined,
          sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: 8 }, maxHeight: { sm: 'calc(100% - 128px)' } },
        },
      }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Autocomplete<PaletteOption, false, false, false>
          open
          options={options}
          filterOptions={(shown) => shown}
          groupBy={(option) => option.section}
          // Autocomplete keeps the highlighted option when new options arrive by finding its label
          // among them: the record's own key, so two records named alike are never mistaken (the
          // line itself is drawn by renderOption, and the box's text is never set from an option).
          getOptionLabel={(option) => `${option.section}:${option.key}`}
          getOptionDisabled={isStale}
          getOptionKey={(option) => `${option.section}:${option.key}`}
          isOptionEqualToValue={(option, value) => option.key === value.key}
          value={null}
          inputValue={typed}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'input' && reason !== 'clear') return;
            setTyped(value);
            // Typed on: an Enter kept for the text before is not for this one.
            enterFor.current = null;
          }}
          onChange={(_event, record) => record && openRecord(record)}
          onClose={(_event, reason) => {
            if (reason === 'escape') close();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !term || !searching) return;
            event.defaultMuiPrevented = true;
            event.preventDefault();
            enterFor.current = term;
          }}
          autoHighlight
          forcePopupIcon={false}
          disablePortal
          noOptionsText={noOptionsText}
          slots={{ popper: InlinePopup }}
          slotProps={{
            paper: { elevation: 0, sx: { boxShadow: 'none', bgcolor: 'transparent' } },
            listbox: { sx: { maxHeight: { xs: 'calc(100vh - 180px)', sm: '60vh' }, p: 0 } },
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={inputRef}
              placeholder={t('find:placeholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('find:label') },
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded aria-hidden />
                    </InputAdornment>
                  ),
                  // Phones have no Esc key: the full-screen palette closes with a button.
                  endAdornment: (
                    <>
                      {params.slotProps.input.endAdornment}
                      <IconButton
                        aria-label={t('common.close')}
                        onClick={close}
                        edge="end"
                        sx={{ display: { sm: 'none' } }}
                      >
                        <CloseRounded />
                      </IconButton>
                    </>
                  ),
                },
              }}
            />
          )}
          renderGroup={(params) => {
            const section = params.group as Section;
            const first = options.find((option) => option.section === section);
            const Icon = SECTION_ICONS[section];
            const labelId = `find-group-${section}`;
            // A group of options named by its header, as ARIA's listbox pattern has it.
            return (
              <Box component="li" key={params.key} role="group" aria-labelledby={labelId}>
                <ListSubheader
                  id={labelId}
                  component="div"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    lineHeight: '36px',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Icon fontSize="small" aria-hidden />
                  {t(`find:groups.${section}`)}
                  {first && first.total > GROUP_LIMIT && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t('find:groupCount', { shown: GROUP_LIMIT, total: first.total })}
                    </Typography>
                  )}
                </ListSubheader>
                <Box component="ul" role="presentation" sx={{ p: 0 }}>
                  {params.children}
                </Box>
              </Box>
            );
          }}
          renderOption={({ key, ...props }, option) => (
            <Box
              component="li"
              key={key}
              {...props}
              data-record={option.key}
              sx={{ gap: 1.5, flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'center' }}
            >
              {/* A recent record was not found by what is typed now: nothing to mark. */}
              <FoundRecordLine record={option} term={option.section === 'recent' ? '' : term} />
            </Box>
          )}
        />
      </Box>
      {searching && <LinearProgress aria-label={t('find:searching')} sx={{ mx: 2 }} />}
      {failedGroups.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={search.retry}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('find:partlyFailed', {
            groups: failedGroups.map((group) => t(`find:groups.${group}`)).join(', '),
          })}
        </Alert>
      )}
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: 12,
        }}
      >
        <span>
          <Key>↑</Key> <Key>↓</Key> {t('find:keys.move')}
        </span>
        <span>
          <Key>{t('find:keys.enter')}</Key> {t('find:keys.open')}
        </span>
        <span>
          <Key>{t('find:keys.esc')}</Key> {t('find:keys.close')}
        </span>
      </Box>
    </Dialog>
  );
}
