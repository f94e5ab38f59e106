/* test-about.c: the About window is built from the metainfo
 *
 * The reader needs no display; the window itself is checked when there is
 * one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "cy-about.h"
#include "cy-data-resources.h"

/* A metainfo as i18n.merge_file() writes one: each translation follows the
 * text it translates. */
static const char metainfo[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<component type=\"desktop-application\">\n"
  "  <id>org.example.Game</id>\n"
  "  <name>Game</name>\n"
  "  <name xml:lang=\"es\">Juego</name>\n"
  "  <name xml:lang=\"de\">Spiel</name>\n"
  "  <summary>Plays   a\n     game</summary>\n"
  "  <summary xml:lang=\"fr\">Joue</summary>\n"
  "  <project_license>MIT</project_license>\n"
  "  <developer id=\"org.example\"><name>The makers</name></developer>\n"
  "  <developer_name>Old makers</developer_name>\n"
  "  <developer_name xml:lang=\"de\">Die Macher</developer_name>\n"
  "  <url type=\"homepage\">https://example.org/</url>\n"
  "  <url type=\"bugtracker\">https://example.org/bugs</url>\n"
  "  <url type=\"vcs-browser\">https://example.org/code</url>\n"
  "  <releases>\n"
  "    <release version=\"2.0\" date=\"2026-02-02\">\n"
  "      <description>\n"
  "        <p>Second &amp; better.</p>\n"
  "        <p xml:lang=\"de\">Zweite &amp; <em>bessere</em>.</p>\n"
  "        <ul>\n"
  "          <li>One <code>--flag</code></li>\n"
  "          <li xml:lang=\"es\">Uno</li>\n"
  "          <li>Two</li>\n"
  "          <li xml:lang=\"de\">Zwei</li>\n"
  "        </ul>\n"
  "      </description>\n"
  "    </release>\n"
  "    <release version=\"1.0\" date=\"2026-01-01\">\n"
  "      <description><p>First.</p></description>\n"
  "    </release>\n"
  "  </releases>\n"
  "</component>\n";

static void
test_untranslated (void)
{
  static const char * const languages[] = { "C", NULL };
  g_auto(CyAboutInfo) info = { NULL };
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_about_info_parse (&info, metainfo, -1, "2.0", languages, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (info.name, ==, "Game");
  g_assert_cmpstr (info.summary, ==, "Plays a game");
  g_assert_cmpstr (info.project_license, ==, "MIT");
  /* AppStream 1.0's <developer><name> comes first and wins over the old tag. */
  g_assert_cmpstr (info.developer_name, ==, "The makers");
  g_assert_cmpstr (info.homepage, ==, "https://example.org/");
  g_assert_cmpstr (info.bugtracker, ==, "https://example.org/bugs");
  g_assert_null (info.help);
  g_assert_cmpstr (info.release_date, ==, "2026-02-02");
  g_assert_cmpstr (info.release_notes, ==,
                   "<p>Second &amp; better.</p><ul><li>One <code>--flag</code></li><li>Two</li></ul>");
}

static void
test_translated (void)
{
  /* As g_get_language_names() gives them for de_DE.UTF-8. */
  static const char * const languages[] = { "de_DE.UTF-8", "de_DE", "de.UTF-8", "de", "C", NULL };
  g_auto(CyAboutInfo) info = { NULL };
  g_autoptr(GError) error = NULL;

  g_assert_true (cy_about_info_parse (&info, metainfo, -1, "2.0", languages, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (info.name, ==, "Spiel");
  g_assert_cmpstr (info.summary, ==, "Plays a game");   /* no German; French is not asked for */
  g_assert_cmpstr (info.developer_name, ==, "Die Macher");
  /* Each paragraph and item in German where there is one, the others as written. */
  g_assert_cmpstr (info.release_notes, ==,
                   "<p>Zweite &amp; <em>bessere</em>.</p><ul><li>One <code>--flag</code></li><li>Zwei</li></ul>");
}

static void
test_other_release (void)
{
  static const char * const languages[] = { "C", NULL };
  g_auto(CyAboutInfo) info = { NULL };
  g_auto(CyAboutInfo) none = { NULL };

  g_assert_true (cy_about_info_parse (&info, metainfo, -1, "1.0", languages, NULL));
  g_assert_cmpstr (info.release_notes, ==, "<p>First.</p>");
  g_assert_cmpstr (info.release_date, ==, "2026-01-01");

  /* A version with no release: no notes, the rest as before. */
  g_assert_true (cy_about_info_parse (&none, metainfo, -1, "3.0", languages, NULL));
  g_assert_null (none.release_notes);
  g_assert_null (none.release_date);
  g_assert_cmpstr (none.name, ==, "Game");
}

static void
test_bad (void)
{
  static const char * const languages[] = { "C", NULL };
  static const char *bad[] = {
    "<component><name>Game</name>",                                  /* cut short */
    "<component><summary>No name</summary></component>",
    "<component><name>Game</name><releases><release version=\"1\"><description>"
      "<table/></description></release></releases></component>",     /* not AppStream markup */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(CyAboutInfo) info = { NULL };
      g_autoptr(GError) error = NULL;

      g_assert_false (cy_about_info_parse (&info, bad[i], -1, "1", languages, &error));
      static const int codes[] = {
        G_MARKUP_ERROR_PARSE, G_MARKUP_ERROR_INVALID_CONTENT, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
      };

      g_assert_error (error, G_MARKUP_ERROR, codes[i]);
      g_assert_null (info.name);
    }
}

/* The app's own metainfo, as built into it, has what the About window shows. */
static void
test_app_metainfo (void)
{
  static const char * const languages[] = { "C", NULL };
  g_auto(CyAboutInfo) info = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resource_lookup_data (cy_data_get_resource (), RESOURCE_BASE "/metainfo.xml",
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  g_assert_no_error (error);
  g_assert_true (cy_about_info_parse (&info, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      PACKAGE_VERSION, languages, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (info.name, "Card Yacht"));
  /* It describes the three games, not "2 to 4 players". */
  g_assert_nonnull (strstr (info.summary, "Yacht"));
  g_assert_nonnull (strstr (info.summary, "Boat"));
  g_assert_cmpstr (info.project_license, ==, "GPL-3.0-or-later");
  g_assert_true (g_str_has_prefix (info.homepage, "https://"));
  g_assert_true (g_str_has_prefix (info.bugtracker, "https://"));
  /* The release of this version has notes. */
  g_assert_nonnull (info.release_date);
  g_assert_true (g_str_has_prefix (info.release_notes, "<p>"));
}

static void
test_window (void)
{
  GtkWindow *window = cy_about_window_new (NULL);
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (window);

  g_assert_true (g_str_has_prefix (adw_about_window_get_application_name (about), "Card Yacht"));
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (adw_about_window_get_website (about), "https://"));
  g_assert_true (g_str_has_suffix (adw_about_window_get_issue_url (about), "/issues"));
  g_assert_cmpstr (adw_about_window_get_release_notes_version (about), ==, PACKAGE_VERSION);
  g_assert_true (g_str_has_prefix (adw_about_window_get_release_notes (about), "<p>"));
  g_assert_nonnull (strstr (adw_about_window_get_copyright (about), "Card Yacht"));
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  gtk_window_destroy (window);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/about/metainfo/untranslated", test_untranslated);
  g_test_add_func ("/ui/about/metainfo/translated", test_translated);
  g_test_add_func ("/ui/about/metainfo/other-release", test_other_release);
  g_test_add_func ("/ui/about/metainfo/bad", test_bad);
  g_test_add_func ("/ui/about/metainfo/app", test_app_metainfo);
  if (gtk_init_check ())
    {
      adw_init ();
      g_test_add_func ("/ui/about/window", test_window);
    }

  return g_test_run ();
}
