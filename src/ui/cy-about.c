/* cy-about.c: the About window, from the app's metainfo
 *
 * libadwaita 1.2 has no adw_about_window_new_from_appdata() (it came in
 * 1.4), so this reads the same file the way it does: the metainfo built
 * into the app's resources, so that its name, summary, links, licence and
 * release notes are written once, for software centres and the app alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "cy-about.h"
#include "cy-data-resources.h"

/* A paragraph or list item of the release notes, or a list's opening or
 * closing tag (text NULL). */
typedef struct
{
  const char *tag;
  GString    *text;
  guint       rank;
} Unit;

typedef struct
{
  CyAboutInfo        *info;
  const char         *version;
  const char * const *languages;

  /* The simple field being read, and how good a language it is in. */
  char              **field;
  guint               field_rank;
  guint               ranks[7];   /* of name ... help, by position in CyAboutInfo */
  GString            *text;

  gboolean            in_release;
  gboolean            in_notes;
  GArray             *units;      /* of Unit */
  Unit               *unit;       /* the one being read */
  GString            *unit_text;  /* its text in the language being read */
  guint               unit_rank;
  guint               skip;       /* > 0: inside an element in a language not wanted */
} Reader;

#define RANK_NONE G_MAXUINT

/* Lower is better: the place of @lang in the languages asked for; no
 * xml:lang is the untranslated text, which stands for "C". */
static guint
language_rank (Reader     *reader,
               const char *lang)
{
  guint n = 0;

  for (; reader->languages[n] != NULL; n++)
    if (g_strcmp0 (reader->languages[n], lang == NULL ? "C" : lang) == 0)
      return n;
  return lang == NULL ? n : RANK_NONE;
}

/* AppStream text flows like HTML: runs of white space are one space. */
static char *
collapse_space (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static char **
simple_field (Reader      *reader,
              const char  *element,
              const char **attribute_names,
              const char **attribute_values,
              guint       *index)
{
  static const char *urls[] = { "homepage", "bugtracker", "help" };
  CyAboutInfo *info = reader->info;

  if (g_str_equal (element, "name"))
    return (*index = 0, &info->name);
  if (g_str_equal (element, "summary"))
    return (*index = 1, &info->summary);
  if (g_str_equal (element, "developer_name"))
    return (*index = 2, &info->developer_name);
  if (g_str_equal (element, "project_license"))
    return (*index = 3, &info->project_license);
  if (g_str_equal (element, "url"))
    for (guint i = 0; attribute_names[i] != NULL; i++)
      if (g_str_equal (attribute_names[i], "type"))
        for (guint u = 0; u < G_N_ELEMENTS (urls); u++)
          if (g_str_equal (attribute_values[i], urls[u]))
            {
              *index = 4 + u;
              return u == 0 ? &info->homepage : u == 1 ? &info->bugtracker : &info->help;
            }
  return NULL;
}

static const char *
attribute (const char **names,
           const char **values,
           const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      return values[i];
  return NULL;
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **attribute_names,
               const char          **attribute_values,
               gpointer              user_data,
               GError              **error)
{
  Reader *reader = user_data;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);
  const char *parent = stack->next != NULL ? stack->next->data : NULL;
  const char *lang = attribute (attribute_names, attribute_values, "xml:lang");
  guint rank = language_rank (reader, lang);

  if (reader->skip > 0 || (lang != NULL && rank == RANK_NONE))
    {
      reader->skip++;
      return;
    }

  if (g_strcmp0 (parent, "component") == 0
      || (g_strcmp0 (parent, "developer") == 0 && g_str_equal (element, "name")))
    {
      guint index = 0;
      char **field;

      /* <developer><name> (AppStream 1.0) is the developer's name, not the app's. */
      if (g_strcmp0 (parent, "developer") == 0)
        field = (index = 2, &reader->info->developer_name);
      else
        field = simple_field (reader, element, attribute_names, attribute_values, &index);
      if (field != NULL && rank < reader->ranks[index])
        {
          reader->field = field;
          reader->field_rank = rank;
          reader->ranks[index] = rank;
          g_string_truncate (reader->text, 0);
        }
      return;
    }

  if (g_str_equal (element, "release") && g_strcmp0 (parent, "releases") == 0)
    {
      reader->in_release = g_strcmp0 (attribute (attribute_names, attribute_values, "version"),
                                      reader->version) == 0;
      if (reader->in_release)
        {
          g_free (reader->info->release_date);
          reader->info->release_date = g_strdup (attribute (attribute_names, attribute_values, "date"));
        }
      return;
    }

  if (!reader->in_release)
    return;
  if (g_str_equal (element, "description"))
    {
      reader->in_notes = TRUE;
      return;
    }
  if (!reader->in_notes)
    return;

  if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
    {
      Unit unit = { g_intern_string (element), NULL, 0 };

      if (lang == NULL)
        g_array_append_val (reader->units, unit);
    }
  else if (g_str_equal (element, "p") || g_str_equal (element, "li"))
    {
      if (lang == NULL)
        {
          Unit unit = { g_intern_string (element), g_string_new (NULL), rank };

          g_array_append_val (reader->units, unit);
          reader->unit = &g_array_index (reader->units, Unit, reader->units->len - 1);
          reader->unit_text = reader->unit->text;
          reader->unit_rank = rank;
        }
      else if (reader->units->len > 0)
        {
          /* A translation follows the text it translates. */
          Unit *last = &g_array_index (reader->units, Unit, reader->units->len - 1);

          if (last->text != NULL && last->tag == g_intern_string (element) && rank < last->rank)
            {
              reader->unit = last;
              reader->unit_text = g_string_new (NULL);
              reader->unit_rank = rank;
            }
        }
    }
  else if ((g_str_equal (element, "em") || g_str_equal (element, "code")) && reader->unit_text != NULL)
    g_string_append_printf (reader->unit_text, "<%s>", element);
  else
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                 "<%s> in a release's description", element);
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  Reader *reader = user_data;

  if (reader->skip > 0)
    {
      reader->skip--;
      return;
    }

  if (reader->field != NULL)
    {
      g_free (*reader->field);
      *reader->field = collapse_space (reader->text->str);
      reader->field = NULL;
      return;
    }

  if (g_str_equal (element, "release"))
    reader->in_release = FALSE;
  else if (g_str_equal (element, "description"))
    reader->in_notes = FALSE;
  else if (reader->in_notes && (g_str_equal (element, "ul") || g_str_equal (element, "ol")))
    {
      Unit unit = { g_intern_string (element), NULL, 0 };

      unit.tag = g_intern_string (g_str_equal (element, "ul") ? "/ul" : "/ol");
      g_array_append_val (reader->units, unit);
    }
  else if (reader->in_notes && (g_str_equal (element, "em") || g_str_equal (element, "code")))
    {
      if (reader->unit_text != NULL)
        g_string_append_printf (reader->unit_text, "</%s>", element);
    }
  else if (reader->in_notes && reader->unit != NULL)
    {
      /* A better translation replaces the text it translates. */
      if (reader->unit_text != reader->unit->text)
        {
          g_string_free (reader->unit->text, TRUE);
          reader->unit->text = reader->unit_text;
          reader->unit->rank = reader->unit_rank;
        }
      reader->unit = NULL;
      reader->unit_text = NULL;
    }
}

static void
text (GMarkupParseContext  *context,
      const char           *text,
      gsize                 length,
      gpointer              user_data,
      GError              **error)
{
  Reader *reader = user_data;
  g_autofree char *escaped = NULL;

  if (reader->skip > 0)
    return;
  if (reader->field != NULL)
    g_string_append_len (reader->text, text, length);
  else if (reader->unit_text != NULL)
    {
      escaped = g_markup_escape_text (text, length);
      g_string_append (reader->unit_text, escaped);
    }
}

static char *
release_notes (GArray *units)
{
  GString *notes = g_string_new (NULL);

  for (guint i = 0; i < units->len; i++)
    {
      Unit *unit = &g_array_index (units, Unit, i);
      g_autofree char *body = NULL;

      if (unit->text == NULL)
        {
          g_string_append_printf (notes, "<%s>", unit->tag);
          continue;
        }
      body = collapse_space (unit->text->str);
      g_string_append_printf (notes, "<%s>%s</%s>", unit->tag, body, unit->tag);
    }
  if (notes->len == 0)
    return (g_string_free (notes, TRUE), NULL);
  return g_string_free (notes, FALSE);
}

void
cy_about_info_clear (CyAboutInfo *info)
{
  g_clear_pointer (&info->name, g_free);
  g_clear_pointer (&info->summary, g_free);
  g_clear_pointer (&info->developer_name, g_free);
  g_clear_pointer (&info->project_license, g_free);
  g_clear_pointer (&info->homepage, g_free);
  g_clear_pointer (&info->bugtracker, g_free);
  g_clear_pointer (&info->help, g_free);
  g_clear_pointer (&info->release_notes, g_free);
  g_clear_pointer (&info->release_date, g_free);
}

/**
 * cy_about_info_parse:
 * @info: (out caller-allocates): zero-filled; cleared on failure
 * @metainfo: an AppStream metainfo file, translations merged in
 * @length: its length, or -1 if nul-terminated
 * @version: the release whose notes to read (the app's version)
 * @languages: the languages wanted, best first, as g_get_language_names()
 * @error: a markup error, or a metainfo without a name
 *
 * Returns: whether @metainfo could be read
 */
gboolean
cy_about_info_parse (CyAboutInfo         *info,
                     const char          *metainfo,
                     gssize               length,
                     const char          *version,
                     const char * const  *languages,
                     GError             **error)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  Reader reader = { info, version, languages };
  g_autoptr(GMarkupParseContext) context = NULL;
  gboolean ok;

  for (guint i = 0; i < G_N_ELEMENTS (reader.ranks); i++)
    reader.ranks[i] = RANK_NONE;
  reader.text = g_string_new (NULL);
  reader.units = g_array_new (FALSE, TRUE, sizeof (Unit));

  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &reader, NULL);
  ok = g_markup_parse_context_parse (context, metainfo, length, error)
       && g_markup_parse_context_end_parse (context, error);
  if (ok && info->name == NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "the metainfo has no <name>");
      ok = FALSE;
    }
  if (ok)
    info->release_notes = release_notes (reader.units);
  else
    cy_about_info_clear (info);

  for (guint i = 0; i < reader.units->len; i++)
    if (g_array_index (reader.units, Unit, i).text != NULL)
      g_string_free (g_array_index (reader.units, Unit, i).text, TRUE);
  g_array_unref (reader.units);
  g_string_free (reader.text, TRUE);
  return ok;
}

/**
 * cy_about_window_new:
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer full): the About window, not yet shown
 */
GtkWindow *
cy_about_window_new (GtkWindow *parent)
{
  static const char *developers[] = { "The Card Yacht developers", NULL };
  g_auto(CyAboutInfo) info = { NULL };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  bytes = g_resource_lookup_data (cy_data_get_resource (), RESOURCE_BASE "/metainfo.xml",
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL
      || !cy_about_info_parse (&info, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               PACKAGE_VERSION, (const char * const *) g_get_language_names (), &error))
    g_warning ("The About window cannot read the metainfo: %s", error->message);

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  adw_about_window_set_application_name (about, info.name != NULL ? info.name : _("Card Yacht"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  if (info.summary != NULL)
    adw_about_window_set_comments (about, info.summary);
  if (info.developer_name != NULL)
    adw_about_window_set_developer_name (about, info.developer_name);
  if (info.homepage != NULL)
    adw_about_window_set_website (about, info.homepage);
  if (info.bugtracker != NULL)
    adw_about_window_set_issue_url (about, info.bugtracker);
  if (info.help != NULL)
    adw_about_window_set_support_url (about, info.help);
  if (info.release_notes != NULL)
    {
      adw_about_window_set_release_notes_version (about, PACKAGE_VERSION);
      adw_about_window_set_release_notes (about, info.release_notes);
    }
  if (g_strcmp0 (info.project_license, "GPL-3.0-or-later") == 0)
    adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  else if (info.project_license != NULL)
    adw_about_window_set_license (about, info.project_license);
  adw_about_window_set_copyright (about, _("© 2026 The Card Yacht developers"));
  adw_about_window_set_developers (about, developers);
  /* Translators: credit yourself here, one name per line */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  adw_about_window_add_legal_section (about, _("Card art"),
                                      _("The deck was drawn for Card Yacht by its developers."),
                                      GTK_LICENSE_GPL_3_0, NULL);
  adw_about_window_add_legal_section (about, _("Rules"),
                                      _("Card Yacht was devised by CatsAtCards.com."),
                                      GTK_LICENSE_UNKNOWN, NULL);
  return GTK_WINDOW (about);
}
