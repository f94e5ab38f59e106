/* cy-card-yacht-view.c: Card Yacht's table, the window's CyGameView
 *
 * The table (CyTableView) and the score sheet beside it, which folds away
 * (F9, the window's toggle). The view follows its match through signal
 * groups: the status line says what the person at the screen may do, the
 * table follows the game's moves; the moves themselves are the view's
 * card-yacht.* actions (cy-card-yacht-view-moves.c). Read-only, it shows
 * a replay's game with every hand face up.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cy-card-yacht-view-private.h"
#include "cy-toast.h"

/* The table's width from which the score sheet lies beside it. */
#define TABLE_WIDTH_BESIDE_SHEET 560

static void cy_card_yacht_view_game_view_init (CyGameViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CyCardYachtView, cy_card_yacht_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CY_TYPE_GAME_VIEW, cy_card_yacht_view_game_view_init))

enum {
  PROP_0,
  PROP_CACHE,
  PROP_SHEET_SHOWN,
  N_PROPS,
  /* CyGameView's */
  PROP_MATCH = N_PROPS,
  PROP_STATUS,
  PROP_READ_ONLY,
};

static GParamSpec *properties[N_PROPS];

const char *
_cy_card_yacht_view_player_name (CyCardYachtView *self,
                                 guint            seat)
{
  return cy_player_get_name (cy_game_get_player (self->game, seat));
}

/* Toasts show plain text: an error may hold "<" or "&". They go to the
 * window's overlay, whichever window holds the view. */
void
_cy_card_yacht_view_toast (CyCardYachtView *self,
                           const char      *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  AdwToast *toast;

  if (overlay == NULL)
    return;

  toast = cy_toast_new_literal (text);
  adw_toast_set_timeout (toast, 5);
  cy_toast_overlay_add (ADW_TOAST_OVERLAY (overlay), toast);
}

void
_cy_card_yacht_view_report_error (CyCardYachtView *self,
                                  const GError    *error)
{
  _cy_card_yacht_view_toast (self, error->message);
  cy_table_view_set_hint (self->table, error->message);
}

static void
set_sheet_shown (CyCardYachtView *self,
                 gboolean         shown)
{
  adw_flap_set_reveal_flap (self->table_flap, shown);
}

/* The table and the score sheet are built for a game when they are first
 * shown, not while another page (the seat draw) is on screen: a new game's
 * first frame comes sooner. */
static void
attach (CyCardYachtView *self)
{
  if (self->attached)
    return;

  self->attached = TRUE;
  cy_table_view_set_game (self->table, self->game);
  if (self->match != NULL)
    cy_table_view_set_viewer (self->table, cy_match_get_viewer (self->match));
  cy_score_sheet_set_model (self->sheet, CY_SHEET_MODEL (self->game));
  if (self->match != NULL)
    cy_score_sheet_set_previewer (self->sheet, cy_match_get_viewer (self->match));
}

/* The game shown: the table and the sheet follow it, at once if they are
 * on screen. */
static void
show_game (CyCardYachtView *self,
           CyGame          *game)
{
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  self->attached = FALSE;
  if (game == NULL)
    cy_table_view_set_viewer (self->table, -1);
  if (game == NULL || gtk_widget_get_mapped (GTK_WIDGET (self->table_flap)) || self->replay != NULL)
    attach (self);
}

static void
on_sheet_shown_changed (CyCardYachtView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHEET_SHOWN]);
}

/* The table's page comes on screen. */
static void
on_table_mapped (CyCardYachtView *self)
{
  attach (self);
}

/* What the person at the screen can do now, on the status line. */
static void
on_state_changed (CyCardYachtView *self)
{
  CyMatchState state = cy_match_get_state (self->match);
  int seat = cy_match_get_acting_seat (self->match);
  g_autofree char *text = NULL;

  if (state == CY_MATCH_STATE_WAITING || state == CY_MATCH_STATE_HAND_OFF)
    {
      _cy_card_yacht_view_update_actions (self);
      return;
    }

  gtk_stack_set_visible_child_name (self->pages, "table");
  attach (self);
  cy_score_sheet_set_chooser (self->sheet, state == CY_MATCH_STATE_CHOOSING ? seat : -1);
  /* During the turns the sheet previews the hand face up on the table. */
  cy_score_sheet_set_previewer (self->sheet, cy_match_get_viewer (self->match));

  switch (state)
    {
    case CY_MATCH_STATE_HUMAN_TO_MOVE:
      {
        CySeatView view;

        cy_game_get_seat_view (self->game, (guint) seat, &view);
        text = cy_move_request_turn_prompt (&view, _cy_card_yacht_view_player_name (self, (guint) seat));
        cy_table_view_focus_hand (self->table);
      }
      break;

    case CY_MATCH_STATE_COMPUTER_THINKING:
      text = g_strdup_printf (_("%s is thinking…"), _cy_card_yacht_view_player_name (self, (guint) seat));
      break;

    case CY_MATCH_STATE_CHOOSING:
      text = g_strdup_printf (_("%s: choose a category on the score sheet for this hand"),
                              _cy_card_yacht_view_player_name (self, (guint) seat));
      set_sheet_shown (self, TRUE);
      /* The keyboard goes where the choice is: the first open cell. */
      gtk_widget_grab_focus (GTK_WIDGET (self->sheet));
      break;

    case CY_MATCH_STATE_HAND_OVER:
      text = g_strdup (cy_game_get_hand_number (self->game) >= CY_N_HANDS
                       ? _("All hands are scored: finish the game to see who won")
                       : _("Every player has scored: deal the next hand when ready"));
      break;

    case CY_MATCH_STATE_GAME_OVER:
    case CY_MATCH_STATE_WAITING:
    case CY_MATCH_STATE_HAND_OFF:
    default:
      break;
    }

  /* Screen readers are told it when the turn changes (cy-announcer.c). */
  if (text != NULL)
    cy_game_view_set_status (CY_GAME_VIEW (self), text);
  _cy_card_yacht_view_update_actions (self);
}

/* One computer player after another: the state stays "thinking" while the
 * seat changes, and the status must name the one now thinking (issue 26:
 * "Ann is thinking…" while Bob was). The seat changes before the state: a
 * person's seat is the state's business. */
static void
on_acting_seat_changed (CyCardYachtView *self)
{
  int seat = cy_match_get_acting_seat (self->match);
  g_autofree char *text = NULL;

  if (cy_match_get_state (self->match) != CY_MATCH_STATE_COMPUTER_THINKING || seat < 0 || self->game == NULL ||
      cy_player_is_human (cy_game_get_player (self->game, (guint) seat)))
    return;

  text = g_strdup_printf (_("%s is thinking…"), _cy_card_yacht_view_player_name (self, (guint) seat));
  cy_game_view_set_status (CY_GAME_VIEW (self), text);
}

static void
on_viewer_changed (CyCardYachtView *self)
{
  if (self->attached)
    cy_table_view_set_viewer (self->table, cy_match_get_viewer (self->match));
  /* Nobody's hand is previewed while the screen passes between people. */
  cy_score_sheet_set_previewer (self->sheet, cy_match_get_viewer (self->match));
}

/* The table shows the log itself (cy_table_view_set_log_source()); a
 * hint is about the moment before. */
static void
on_logged (CyCardYachtView *self)
{
  cy_table_view_set_hint (self->table, NULL);
}

static void
on_cards_moved (CyCardYachtView *self)
{
  if (self->attached)
    cy_table_view_refresh (self->table);
}

/* A new hand is dealt: the selection goes before the cards move, not
 * after (a selected card leaving its row mid-deal would report a
 * half-moved hand). */
static void
on_hand_number (CyCardYachtView *self)
{
  if (self->table != NULL)
    cy_table_view_clear_selection (self->table);
}

static void
on_game_acted (CyCardYachtView *self)
{
  if (self->attached)
    cy_table_view_refresh (self->table);
  _cy_card_yacht_view_update_actions (self);
}

/* A hint, a refusal, how to confirm the move shown: heard too. */
static void
on_table_hint (CyCardYachtView *self)
{
  g_autofree char *hint = NULL;

  g_object_get (self->table, "hint", &hint, NULL);
  if (hint != NULL)
    cy_game_view_announce (CY_GAME_VIEW (self), hint);
}

static void
on_animations_changed (CyCardYachtView *self)
{
  cy_table_view_set_animate (self->table, g_settings_get_boolean (self->settings, "animations"));
}

/* CyGameView */

static void
set_match (CyGameView *view,
           CyMatch    *match)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);

  g_return_if_fail (match == NULL || CY_IS_GAME (cy_match_get_game (match)));

  if (self->replay != NULL)
    cy_game_view_set_replay (view, NULL);

  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  self->has_pending = FALSE;
  cy_table_view_set_hint (self->table, NULL);
  cy_table_view_dismiss_proposal (self->table);
  cy_score_sheet_set_proposal (self->sheet, NULL, 0);
  gtk_stack_set_visible_child_name (self->pages, "table");
  show_game (self, match != NULL ? CY_GAME (cy_match_get_game (match)) : NULL);
  cy_table_view_set_log_source (self->table, match);
  cy_game_view_set_status (view, NULL);
  if (match != NULL)
    on_state_changed (self);
  else
    _cy_card_yacht_view_update_actions (self);
}

static CyMatch *
get_match (CyGameView *view)
{
  return CY_CARD_YACHT_VIEW (view)->match;
}

/* A new game opens on the draw for the first dealer. */
static gboolean
open_view (CyGameView *view)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);

  cy_seat_draw_show (self->seat_draw, self->cache, self->game);
  gtk_stack_set_visible_child_name (self->pages, "seat-draw");
  return TRUE;
}

static GObject *
get_game (CyGameView *view)
{
  return G_OBJECT (CY_CARD_YACHT_VIEW (view)->game);
}

static const char *
get_title (CyGameView *view)
{
  return _("Card Yacht");
}

static char *
dup_subtitle (CyGameView *view)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);
  g_autofree char *number = NULL;

  if (self->game == NULL)
    return NULL;

  number = g_strdup_printf ("%" G_GUINT64_FORMAT, cy_game_get_deal_number (self->game));
  /* Translators: the window's subtitle; a deal number replays all twelve deals */
  return g_strdup_printf (_("Deal %s"), number);
}

static void
set_status (CyGameView *view,
            const char *text)
{
  cy_table_view_set_status (CY_CARD_YACHT_VIEW (view)->table, text);
}

static const char *
get_status (CyGameView *view)
{
  return cy_table_view_get_status (CY_CARD_YACHT_VIEW (view)->table);
}

static void
set_hint_text (CyGameView *view,
               const char *text)
{
  cy_table_view_set_hint (CY_CARD_YACHT_VIEW (view)->table, text);
}

static const char *
get_take_back_label (CyGameView *view)
{
  return _("Take Back Your Score");
}

static void
toggle_sheet (CyGameView *view)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);

  set_sheet_shown (self, !adw_flap_get_reveal_flap (self->table_flap));
}

static void
on_replay_game (CyCardYachtView *self)
{
  show_game (self, self->replay != NULL ? CY_GAME (cy_replay_get_game (self->replay)) : NULL);
}

static void
set_replay (CyGameView *view,
            CyReplay   *replay)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);

  g_return_if_fail (replay == NULL || CY_IS_GAME (cy_replay_get_game (replay)));

  g_set_object (&self->replay, replay);
  g_signal_group_set_target (self->replay_signals, replay);
  cy_table_view_set_read_only (self->table, replay != NULL);
  gtk_stack_set_visible_child_name (self->pages, "table");
  on_replay_game (self);
  _cy_card_yacht_view_update_actions (self);
}

static CyReplay *
get_replay (CyGameView *view)
{
  return CY_CARD_YACHT_VIEW (view)->replay;
}

static char *
describe_result (CyGameView *view,
                 GPtrArray  *lines)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (view);
  guint totals[CY_MATCH_MAX_SEATS] = { 0 };

  for (guint p = 0; p < cy_game_get_n_players (self->game); p++)
    {
      guint bonus = cy_game_get_suited_bonus (self->game, p);

      totals[p] = cy_game_get_total (self->game, p);
      if (bonus > 0)
        /* Translators: one line of the final scores: "Ann: 312 (with the Suited Bonus of 100)" */
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u (with the Suited Bonus of %u)"),
                                                 _cy_card_yacht_view_player_name (self, p), totals[p], bonus));
      else
        g_ptr_array_add (lines, g_strdup_printf (_("%s: %u"), _cy_card_yacht_view_player_name (self, p), totals[p]));
    }

  return cy_game_view_describe_winners (CY_MATCH_GAME (self->game), totals);
}

static void
cy_card_yacht_view_game_view_init (CyGameViewInterface *iface)
{
  iface->describe_result = describe_result;
  iface->set_match = set_match;
  iface->get_match = get_match;
  iface->get_game = get_game;
  iface->open = open_view;
  iface->get_title = get_title;
  iface->dup_subtitle = dup_subtitle;
  iface->set_status = set_status;
  iface->get_status = get_status;
  iface->hint = _cy_card_yacht_view_hint;
  iface->can_hint = _cy_card_yacht_view_can_hint;
  iface->set_hint_text = set_hint_text;
  iface->get_take_back_label = get_take_back_label;
  iface->toggle_sheet = toggle_sheet;
  iface->set_replay = set_replay;
  iface->get_replay = get_replay;
}

/* Public */

GtkWidget *
cy_card_yacht_view_new (CyCardCache *cache)
{
  g_return_val_if_fail (CY_IS_CARD_CACHE (cache), NULL);

  return g_object_new (CY_TYPE_CARD_YACHT_VIEW, "cache", cache, NULL);
}

CyTableView *
cy_card_yacht_view_get_table (CyCardYachtView *self)
{
  g_return_val_if_fail (CY_IS_CARD_YACHT_VIEW (self), NULL);

  return self->table;
}

CyScoreSheet *
cy_card_yacht_view_get_sheet (CyCardYachtView *self)
{
  g_return_val_if_fail (CY_IS_CARD_YACHT_VIEW (self), NULL);

  return self->sheet;
}

CyGame *
cy_card_yacht_view_get_game (CyCardYachtView *self)
{
  g_return_val_if_fail (CY_IS_CARD_YACHT_VIEW (self), NULL);

  return self->game;
}

/* GObject */

static void
cy_card_yacht_view_constructed (GObject *object)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (object);

  G_OBJECT_CLASS (cy_card_yacht_view_parent_class)->constructed (object);

  g_assert (self->cache != NULL);
  self->table = CY_TABLE_VIEW (cy_table_view_new (self->cache));
  /* Not expanding: the flap then gives the sheet its natural width before
   * the table takes the rest, and the sheet's labels wrap only on a phone. */
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->table_scroller), FALSE);
  gtk_scrolled_window_set_child (self->table_scroller, GTK_WIDGET (self->table));
  g_signal_connect_swapped (self->table, "notify::hint", G_CALLBACK (on_table_hint), self);

  _cy_card_yacht_view_init_moves (self);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_swapped (self->settings, "changed::animations", G_CALLBACK (on_animations_changed), self);
  on_animations_changed (self);
  _cy_card_yacht_view_update_actions (self);
}

static void
cy_card_yacht_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (object);

  if (cy_game_view_get_property (object, prop_id, PROP_MATCH, value))
    return;

  switch (prop_id)
    {
    case PROP_CACHE:
      g_value_set_object (value, self->cache);
      break;

    case PROP_SHEET_SHOWN:
      g_value_set_boolean (value, adw_flap_get_reveal_flap (self->table_flap));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_yacht_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (object);

  if (cy_game_view_set_property (object, prop_id, PROP_MATCH, value))
    return;

  switch (prop_id)
    {
    case PROP_CACHE:
      self->cache = g_value_dup_object (value);
      break;

    case PROP_SHEET_SHOWN:
      set_sheet_shown (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cy_card_yacht_view_dispose (GObject *object)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (object);

  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->replay_signals != NULL)
    g_signal_group_set_target (self->replay_signals, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->replay);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), CY_TYPE_CARD_YACHT_VIEW);
  /* The table is not a template child: it goes with the box that holds it. */
  self->table = NULL;

  G_OBJECT_CLASS (cy_card_yacht_view_parent_class)->dispose (object);
}

static void
cy_card_yacht_view_finalize (GObject *object)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->replay_signals);
  g_clear_object (&self->cache);
  _cy_card_yacht_view_finalize_moves (self);

  G_OBJECT_CLASS (cy_card_yacht_view_parent_class)->finalize (object);
}

static void
cy_card_yacht_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (widget);

  gtk_widget_measure (GTK_WIDGET (self->pages), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  /* As narrow as the table alone with the sheet folded over it (the
   * table keeps more room only beside the sheet, in a wider window). */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int draw_min, table_min, sheet_min;

      gtk_widget_measure (GTK_WIDGET (self->seat_draw), orientation, -1, &draw_min, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (self->table), orientation, -1, &table_min, NULL, NULL, NULL);
      gtk_widget_measure (adw_flap_get_flap (self->table_flap), orientation, -1, &sheet_min, NULL, NULL, NULL);
      *minimum = MIN (*minimum, MAX (draw_min, MAX (sheet_min, table_min)));
    }
}

/* The sheet lies beside the table where the table keeps room for its
 * cards (TABLE_WIDTH_BESIDE_SHEET), else it folds over the table, hidden
 * until asked for (the flap hides it on folding and shows it again on
 * unfolding); the table alone shrinks to a phone's width. */
static void
cy_card_yacht_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  CyCardYachtView *self = CY_CARD_YACHT_VIEW (widget);
  int sheet_width;
  gboolean folded;

  cy_score_sheet_fit_table (self->sheet, width, height);
  gtk_widget_measure (adw_flap_get_flap (self->table_flap), GTK_ORIENTATION_HORIZONTAL, -1,
                      &sheet_width, NULL, NULL, NULL);
  folded = width < TABLE_WIDTH_BESIDE_SHEET + sheet_width;
  if (self->sheet_folded != 1 + folded)
    {
      /* The first layout places the sheet at once, without sliding. */
      guint duration = adw_flap_get_fold_duration (self->table_flap);

      if (self->sheet_folded == 0)
        adw_flap_set_fold_duration (self->table_flap, 0);
      adw_flap_set_fold_policy (self->table_flap, folded ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER);
      adw_flap_set_fold_duration (self->table_flap, duration);
      gtk_widget_set_size_request (GTK_WIDGET (self->table_scroller), folded ? -1 : TABLE_WIDTH_BESIDE_SHEET, -1);
      self->sheet_folded = 1 + folded;
    }
  gtk_widget_size_allocate (GTK_WIDGET (self->pages), &(GtkAllocation) { 0, 0, width, height }, baseline);
}

static void
cy_card_yacht_view_class_init (CyCardYachtViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = cy_card_yacht_view_constructed;
  object_class->dispose = cy_card_yacht_view_dispose;
  object_class->finalize = cy_card_yacht_view_finalize;
  object_class->get_property = cy_card_yacht_view_get_property;
  object_class->set_property = cy_card_yacht_view_set_property;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, CY_TYPE_CARD_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The score sheet beside the table, or folded away. */
  properties[PROP_SHEET_SHOWN] =
    g_param_spec_boolean ("sheet-shown", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  cy_game_view_class_override_properties (object_class, PROP_MATCH);

  g_type_ensure (CY_TYPE_SCORE_SHEET);
  g_type_ensure (CY_TYPE_SEAT_DRAW);
  g_type_ensure (CY_TYPE_TABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/cy-card-yacht-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CyCardYachtView, pages);
  gtk_widget_class_bind_template_child (widget_class, CyCardYachtView, seat_draw);
  gtk_widget_class_bind_template_child (widget_class, CyCardYachtView, table_flap);
  gtk_widget_class_bind_template_child (widget_class, CyCardYachtView, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, CyCardYachtView, sheet);

  _cy_card_yacht_view_class_moves_init (widget_class);

  widget_class->measure = cy_card_yacht_view_measure;
  widget_class->size_allocate = cy_card_yacht_view_size_allocate;
}

static void
cy_card_yacht_view_init (CyCardYachtView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_stack_set_visible_child_name (self->pages, "table");
  g_signal_connect_swapped (self->table_flap, "map", G_CALLBACK (on_table_mapped), self);
  /* Shown or hidden by F9, the toggle, the game (to score), or the flap
   * itself as it folds over the table or unfolds beside it. */
  g_signal_connect_swapped (self->table_flap, "notify::reveal-flap", G_CALLBACK (on_sheet_shown_changed), self);

  /* The fine signals: cards moving redraw the table, a whole action also
   * what may be done next. */
  self->game_signals = g_signal_group_new (CY_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "cards-moved", G_CALLBACK (on_cards_moved), self);
  g_signal_group_connect_swapped (self->game_signals, "acted", G_CALLBACK (on_game_acted), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::hand-number", G_CALLBACK (on_hand_number), self);

  self->match_signals = g_signal_group_new (CY_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify::state", G_CALLBACK (on_state_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::acting-seat", G_CALLBACK (on_acting_seat_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::viewer", G_CALLBACK (on_viewer_changed), self);
  g_signal_group_connect_swapped (self->match_signals, "logged", G_CALLBACK (on_logged), self);

  self->replay_signals = g_signal_group_new (CY_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::game", G_CALLBACK (on_replay_game), self);
}
