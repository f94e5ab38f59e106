/* test-settings.c: hand-edited settings read back within their ranges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>

/* A settings file as a player might edit it by hand: each value of the
 * right type, but out of range. */
static void
test_out_of_range (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_config_dir (), "glib-2.0", "settings", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  static const char keyfile[] =
    "[CardYacht]\n"
    "window-width=-500\n"
    "window-height=2147483647\n"
    "turn-limit=uint32 0\n";

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (path, keyfile, -1, &error);
  g_assert_no_error (error);

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
  g_assert_nonnull (schema);
  backend = g_keyfile_settings_backend_new (path, "/io/github/cardyacht/CardYacht/", "CardYacht");
  settings = g_settings_new_full (schema, backend, NULL);

  /* What the window hands gtk_window_set_default_size(): GSettings reads
   * a value outside the schema's range as the default. */
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1100);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 720);
  g_assert_cmpuint (g_settings_get_uint (settings, "turn-limit"), ==, 25);

  /* In range, read as written, to the last pixel either way. */
  g_settings_set_int (settings, "window-width", 1);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1);
  g_settings_set_int (settings, "window-height", 32767);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 32767);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/engine/settings/out-of-range", test_out_of_range);

  return g_test_run ();
}
