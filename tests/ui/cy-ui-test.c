/* cy-ui-test.c: shared helpers for the widget tests of every folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cy-games-ui.h"
#include "cy-ui-test.h"

GtkApplication *cyt_app;
char *cyt_data_dir;

gboolean
cyt_wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
cyt_wait_until (gboolean (*cond) (gpointer data),
                gpointer   data,
                guint      timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint wake = g_timeout_add (5, cyt_wake_cb, NULL);
  gboolean ok;

  while (!(ok = cond (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (wake);
  return ok;
}

gboolean
cyt_never (gpointer data)
{
  return FALSE;
}

void
cyt_iterate (guint ms)
{
  cyt_wait_until (cyt_never, NULL, ms);
}

void
cyt_settle (void)
{
  for (int i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  cyt_iterate (30);
}

void
cyt_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
            cyt_remove_tree (child);
          else
            g_unlink (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

gboolean
cyt_init (int    *argc,
          char ***argv)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GError) error = NULL;

  /* The window saves the game after every change: keep that away from
   * the player's real save. Set before GLib caches the directory. */
  cyt_data_dir = g_dir_make_tmp ("cy-ui-test-XXXXXX", NULL);
  g_assert_nonnull (cyt_data_dir);
  g_setenv ("XDG_DATA_HOME", cyt_data_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* Accessibility state in memory, not on an AT-SPI bus: the tests can
   * read it back, and a stale bus left by another test on the same
   * display cannot disturb them (GTK would warn, and warnings are fatal). */
  g_setenv ("GTK_A11Y", "test", TRUE);

  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display\n");
      cyt_remove_tree (cyt_data_dir);
      return FALSE;
    }

  g_test_init (argc, argv, NULL);
  adw_init ();

  /* The resources register themselves when linked, but the linker only
   * takes them from the static library if something refers to them. */
  g_assert_nonnull (cy_ui_get_resource ());
  cy_games_ui_register ();

  settings = g_settings_new (APP_ID);
  g_settings_set_enum (settings, "computer-speed", 2);  /* fast */
  g_settings_set_uint (settings, "turn-limit", CY_MIN_TURN_LIMIT);
  g_settings_set_boolean (settings, "first-run", FALSE);
  g_settings_set_boolean (settings, "animations", FALSE);

  cyt_app = GTK_APPLICATION (g_object_new (ADW_TYPE_APPLICATION,
                                           "application-id", APP_ID ".UiTest",
                                           "flags", G_APPLICATION_NON_UNIQUE,
                                           "resource-base-path", RESOURCE_BASE,
                                           NULL));
  if (!g_application_register (G_APPLICATION (cyt_app), NULL, &error))
    g_error ("Could not register the test application: %s", error->message);

  return TRUE;
}

void
cyt_shutdown (void)
{
  g_clear_object (&cyt_app);
  if (cyt_data_dir != NULL)
    cyt_remove_tree (cyt_data_dir);
  g_clear_pointer (&cyt_data_dir, g_free);
}

/* xdotool: real pointer and keyboard input from the X server */

void
cyt_on_xdotool_exit (GPid     pid,
                     int      status,
                     gpointer data)
{
  int *result = data;

  *result = g_spawn_check_wait_status (status, NULL) ? 0 : 1;
  g_spawn_close_pid (pid);
}

gboolean
cyt_xdotool_done (gpointer data)
{
  return *(int *) data >= 0;
}

void
cyt_xdotool (const char *format,
             ...)
{
  g_autofree char *args = NULL;
  g_autofree char *command = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  va_list ap;
  GPid pid;
  int result = -1;

  va_start (ap, format);
  args = g_strdup_vprintf (format, ap);
  va_end (ap);
  command = g_strconcat ("xdotool ", args, NULL);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, &error));

  if (!g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                      NULL, NULL, &pid, &error))
    g_error ("Could not run xdotool: %s", error->message);
  g_child_watch_add (pid, cyt_on_xdotool_exit, &result);

  if (!cyt_wait_until (cyt_xdotool_done, &result, 30000))
    g_error ("xdotool did not finish: %s", command);
  if (result != 0)
    g_test_message ("xdotool failed: %s", command);
}

gboolean
cyt_can_xdotool (void)
{
  g_autofree char *path = g_find_program_in_path ("xdotool");

  if (path == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return FALSE;
    }
  if (!g_str_equal (G_OBJECT_TYPE_NAME (gdk_display_get_default ()), "GdkX11Display"))
    {
      g_test_skip ("xdotool needs an X11 display");
      return FALSE;
    }
  return TRUE;
}

/* Widgets */

GtkWidget *
cyt_find_actionable (GtkWidget  *root,
                     const char *action_name)
{
  if (GTK_IS_ACTIONABLE (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action_name) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = cyt_find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWindow *
cyt_find_shown_window (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }

  return NULL;
}

GtkWidget *
cyt_find_by_class (GtkWidget  *root,
                   const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class) && gtk_widget_get_mapped (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = cyt_find_by_class (child, css_class);

      if (found != NULL)
        return found;
    }

  return NULL;
}

gboolean
cyt_action_enabled (CytFixture *f,
                    const char *action_name)
{
  GtkWidget *button = cyt_find_actionable (GTK_WIDGET (f->window), action_name);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* From the table: the game's own actions are its view's, the window's
 * are found from there too. */
void
cyt_activate (CytFixture *f,
              const char *action_name)
{
  GtkWidget *from = f->table != NULL ? GTK_WIDGET (f->table) : GTK_WIDGET (f->window);

  g_assert_true (gtk_widget_activate_action (from, action_name, NULL));
}

/* A key pressed in @widget, as its own shortcuts (its class's key
 * bindings) take it: TRUE when one of them handled it. */
gboolean
cyt_press_key_on (GtkWidget       *widget,
                  guint            keyval,
                  GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

/* A key pressed in the window, as the window's own shortcuts take it. */
gboolean
cyt_press_key (CytFixture      *f,
               guint            keyval,
               GdkModifierType  modifiers)
{
  return cyt_press_key_on (GTK_WIDGET (f->window), keyval, modifiers);
}

GtkStack *
cyt_find_page_stack (GtkWidget *root)
{
  if (GTK_IS_STACK (root) && gtk_stack_get_child_by_name (GTK_STACK (root), "hand-off") != NULL)
    return GTK_STACK (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = cyt_find_page_stack (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static GtkStack *
find_stack_with (GtkWidget  *root,
                 const char *page)
{
  if (GTK_IS_STACK (root) && gtk_stack_get_child_by_name (GTK_STACK (root), page) != NULL)
    return GTK_STACK (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = find_stack_with (child, page);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The window's page; on Card Yacht's, its own page: the draw for the
 * first dealer ("seat-draw") or the "table". */
const char *
cyt_page (CyWindow *window)
{
  GtkStack *stack = cyt_find_page_stack (GTK_WIDGET (window));
  GtkStack *inner;

  g_assert_nonnull (stack);
  inner = gtk_stack_get_visible_child (stack) != NULL
          ? find_stack_with (gtk_stack_get_visible_child (stack), "seat-draw") : NULL;
  if (inner != NULL)
    return gtk_stack_get_visible_child_name (inner);
  return gtk_stack_get_visible_child_name (stack);
}

/* Card Yacht's game and table in @window, once a game of it is shown. */
CyGame *
cyt_game (CyWindow *window)
{
  CyMatch *match = cy_window_get_match (window);

  return match != NULL && CY_IS_GAME (cy_match_get_game (match)) ? CY_GAME (cy_match_get_game (match)) : NULL;
}

CyTableView *
cyt_table (CyWindow *window)
{
  CyGameView *view = cy_window_get_view (window);

  return CY_IS_CARD_YACHT_VIEW (view) ? cy_card_yacht_view_get_table (CY_CARD_YACHT_VIEW (view)) : NULL;
}

/* Game state */

GBytes *
cyt_save (CytFixture *f)
{
  return cy_game_save_to_bytes (f->game);
}

void
cyt_assert_unchanged (CytFixture *f,
                      GBytes     *before)
{
  g_autoptr(GBytes) after = cyt_save (f);

  g_assert_true (g_bytes_equal (before, after));
}

CyCardSet
cyt_hand_set (CytFixture *f,
              guint       seat)
{
  CyCard hand[CY_HAND_SIZE];
  CyCardSet set = 0;

  cy_game_get_hand (f->game, seat, hand);
  for (guint i = 0; i < CY_HAND_SIZE; i++)
    if (cy_card_is_valid (hand[i]))
      set |= cy_card_set_of (hand[i]);

  return set;
}

CyCardSet
cyt_harbor_set (CytFixture *f,
                guint       seat,
                guint      *n_cards)
{
  guint n = 0;
  const CyCard *cards = cy_game_get_harbor (f->game, seat, &n);
  CyCardSet set = 0;

  for (guint i = 0; i < n; i++)
    set |= cy_card_set_of (cards[i]);
  if (n_cards != NULL)
    *n_cards = n;

  return set;
}

guint
cyt_popcount (CyCardSet set)
{
  return (guint) __builtin_popcountll (set);
}

CyCard
cyt_first_card (CyCardSet set)
{
  g_assert_cmpuint (set, !=, 0);
  return (CyCard) __builtin_ctzll (set);
}

gboolean
cyt_playing (CytFixture *f)
{
  CyPhase phase = cy_game_get_phase (f->game);

  return phase == CY_PHASE_TURNS || phase == CY_PHASE_LAST_TURNS;
}

gboolean
cyt_human_ready (gpointer data)
{
  CytFixture *f = data;

  return cyt_playing (f) &&
         cy_game_get_to_move (f->game) == CYT_HUMAN &&
         cy_table_view_get_viewer (f->table) == (int) CYT_HUMAN &&
         cyt_action_enabled (f, "win.hint");
}

gboolean
cyt_human_ready_or_hand_over (gpointer data)
{
  CytFixture *f = data;

  return cyt_human_ready (f) || !cyt_playing (f);
}

void
cyt_assert_turn_over (CytFixture *f)
{
  if (cyt_playing (f) && cy_game_get_to_move (f->game) == CYT_HUMAN)
    {
      g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_LAST_TURNS);
      g_assert_cmpint (cy_game_get_knocker (f->game), ==, (int) CYT_COMPUTER);
    }
}

gboolean
cyt_window_drawn (gpointer data)
{
  CytFixture *f = data;

  return gtk_widget_get_mapped (GTK_WIDGET (f->window)) &&
         gtk_widget_get_width (GTK_WIDGET (f->window)) > 0;
}

void
cyt_start (CytFixture *f,
           const char *ann_kind,
           guint64     deal)
{
  g_autofree char *spec = g_strdup_printf ("You:human,Ann:%s", ann_kind);
  g_autoptr(GPtrArray) players = cy_player_parse_list (spec, NULL);

  g_assert_nonnull (players);
  memset (f, 0, sizeof *f);
  f->deal = deal;
  f->window = cy_window_new (cyt_app);
  /* The computer players decide the same every run, as the deal is the same. */
  cy_window_set_ai_seed (f->window, deal);
  gtk_window_present (GTK_WINDOW (f->window));
  cy_window_start_game (f->window, "card-yacht", players, deal);
  f->game = cyt_game (f->window);
  f->table = cyt_table (f->window);
  g_assert_nonnull (f->game);
  g_assert_cmpint (cy_game_get_phase (f->game), ==, CY_PHASE_TURNS);
  g_assert_true (cyt_wait_until (cyt_window_drawn, f, 10000));

  /* The seat-draw page's Deal button. */
  cyt_activate (f, "win.deal");
  g_assert_true (cyt_wait_until (cyt_human_ready, f, 20000));
  g_assert_cmpuint (cy_game_get_hand_number (f->game), ==, 1);
}

void
cyt_finish (CytFixture *f)
{
  if (f->window != NULL)
    gtk_window_destroy (GTK_WINDOW (f->window));
  f->window = NULL;
  f->game = NULL;
  f->table = NULL;
  /* Let a computer turn still running in its thread come back. */
  cyt_iterate (300);
}

typedef struct
{
  GtkWidget *window;
  int        width;
  int        height;
} SizeWanted;

/* The window's surface is the size a window manager gives (with the
 * window's own frame, which the widget's size leaves out). */
static gboolean
sized (gpointer data)
{
  SizeWanted *wanted = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (wanted->window));

  return gtk_widget_get_mapped (wanted->window) && surface != NULL &&
         gdk_surface_get_width (surface) == wanted->width &&
         gdk_surface_get_height (surface) == wanted->height;
}

static void
print_minimum_widths (GtkWidget *widget,
                      int        depth)
{
  int minimum;

  if (depth > 16 || !gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("%*s%s %d", depth * 2, "", G_OBJECT_TYPE_NAME (widget), minimum);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_minimum_widths (child, depth + 1);
}

gboolean
cyt_resize (GtkWindow *window,
            int        width,
            int        height)
{
  SizeWanted wanted = { GTK_WIDGET (window), width, height };
  gboolean done;

  /* The title bar's buttons as GNOME lays them out (its button-layout
   * default: the close button only), not GTK's own default of three. */
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-decoration-layout", "appmenu:close", NULL);
  gtk_window_set_default_size (window, width, height);
  done = cyt_wait_until (sized, &wanted, 3000);
  /* The layout that follows a new size, and the frame after it. */
  cyt_iterate (200);
  if (!done)
    {
      int min_width, min_height;

      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width, &min_height, NULL, NULL, NULL);
      g_test_message ("asked for %d x %d, the window is %d x %d (its minimum %d x %d)", width, height,
                      gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))),
                      gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (window))),
                      min_width, min_height);
      print_minimum_widths (GTK_WIDGET (window), 0);
    }
  return done;
}

/* A control a player may need: anything that can be pressed or focused
 * (a button, a card, a die, a cell of the sheet). */
static gboolean
is_control (GtkWidget *widget)
{
  return GTK_IS_BUTTON (widget) || gtk_widget_get_focusable (widget);
}

/* Where @widget may be without clipping: inside its nearest scrolled
 * window (which must lie where it may itself), else inside the window.
 * A scrolled window that scrolls up and down frees the vertical bound;
 * sideways scrolling frees nothing: a control beyond the sides of what
 * shows of it is outside. */
static gboolean
lies_inside (GtkWidget *widget,
             GtkWidget *window)
{
  GtkWidget *frame = gtk_widget_get_ancestor (gtk_widget_get_parent (widget), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *container = frame != NULL ? frame : window;
  gboolean scrolls_vertically = FALSE;
  graphene_rect_t bounds;

  if (frame != NULL)
    {
      GtkPolicyType vertical;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (frame), NULL, &vertical);
      scrolls_vertically = vertical != GTK_POLICY_NEVER && vertical != GTK_POLICY_EXTERNAL;
    }

  if (!gtk_widget_compute_bounds (widget, container, &bounds))
    return FALSE;
  /* A pixel's leeway for rounding. */
  if (bounds.origin.x < -1 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (container) + 1)
    return FALSE;
  if (!scrolls_vertically &&
      (bounds.origin.y < -1 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (container) + 1))
    return FALSE;

  return frame == NULL || lies_inside (frame, window);
}

/* A line that names @control (its type, action, label and bounds). */
static void
describe_control (GString   *out,
                  GtkWidget *control,
                  GtkWidget *window)
{
  graphene_rect_t bounds;
  const char *action = GTK_IS_ACTIONABLE (control) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (control)) : NULL;
  const char *label = GTK_IS_BUTTON (control) ? gtk_button_get_label (GTK_BUTTON (control)) : NULL;

  if (!gtk_widget_compute_bounds (control, window, &bounds))
    graphene_rect_init (&bounds, 0, 0, 0, 0);
  g_string_append_printf (out, "%s%s%s%s%s at %.0f,%.0f %.0fx%.0f\n",
                          G_OBJECT_TYPE_NAME (control),
                          action != NULL ? " " : "", action != NULL ? action : "",
                          label != NULL ? " " : "", label != NULL ? label : "",
                          bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
}

static void
collect_outside (GtkWidget *root,
                 GtkWidget *window,
                 GString   *outside)
{
  if (!gtk_widget_get_mapped (root))
    return;

  if (is_control (root) && !lies_inside (root, window))
    {
      describe_control (outside, root, window);
      /* Its parts are outside with it. */
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_outside (child, window, outside);
}

/* The part of @widget in view: its bounds clipped by every scrolled
 * window it lies in. */
static gboolean
bounds_in_view (GtkWidget       *widget,
                GtkWidget       *window,
                graphene_rect_t *bounds)
{
  if (!gtk_widget_compute_bounds (widget, window, bounds))
    return FALSE;
  for (GtkWidget *frame = gtk_widget_get_ancestor (gtk_widget_get_parent (widget), GTK_TYPE_SCROLLED_WINDOW);
       frame != NULL; frame = gtk_widget_get_ancestor (gtk_widget_get_parent (frame), GTK_TYPE_SCROLLED_WINDOW))
    {
      graphene_rect_t view;

      if (!gtk_widget_compute_bounds (frame, window, &view) || !graphene_rect_intersection (bounds, &view, bounds))
        return FALSE;
    }
  return TRUE;
}

static void
collect_under (GtkWidget             *root,
               GtkWidget             *window,
               GtkWidget             *cover,
               const graphene_rect_t *covered,
               GString               *under)
{
  graphene_rect_t bounds, overlap;

  if (!gtk_widget_get_mapped (root) || root == cover)
    return;

  /* What a scrolled window shows counts, not the window (a pixel's
   * leeway for rounding). */
  if (is_control (root) && !GTK_IS_SCROLLED_WINDOW (root) && !GTK_IS_VIEWPORT (root) &&
      bounds_in_view (root, window, &bounds) &&
      graphene_rect_intersection (&bounds, covered, &overlap) && overlap.size.width > 1 && overlap.size.height > 1)
    {
      describe_control (under, root, window);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_under (child, window, cover, covered, under);
}

char *
cyt_controls_under (GtkWindow *window,
                    GtkWidget *cover)
{
  GString *under = g_string_new (NULL);
  graphene_rect_t covered;

  g_assert_true (gtk_widget_compute_bounds (cover, GTK_WIDGET (window), &covered));
  collect_under (GTK_WIDGET (window), GTK_WIDGET (window), cover, &covered, under);
  return g_string_free (under, FALSE);
}

char *
cyt_controls_outside (GtkWindow *window)
{
  GString *outside = g_string_new (NULL);

  collect_outside (GTK_WIDGET (window), GTK_WIDGET (window), outside);
  return g_string_free (outside, FALSE);
}
