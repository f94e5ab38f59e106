/* cy-about.h: the About window, from the app's metainfo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What the About window shows, read from the metainfo: one source for the
 * name, summary, links and release notes that software centres show too.
 * Each text is in the best language of @languages the metainfo has. */
typedef struct
{
  char *name;
  char *summary;
  char *developer_name;
  char *project_license;
  char *homepage;
  char *bugtracker;
  char *help;
  char *release_notes;   /* the release's <description> as AdwAboutWindow markup, or NULL */
  char *release_date;    /* YYYY-MM-DD of that release, or NULL */
} CyAboutInfo;

void          cy_about_info_clear        (CyAboutInfo         *info);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CyAboutInfo, cy_about_info_clear)

gboolean      cy_about_info_parse        (CyAboutInfo         *info,
                                          const char          *metainfo,
                                          gssize               length,
                                          const char          *version,
                                          const char * const  *languages,
                                          GError             **error);

GtkWindow    *cy_about_window_new        (GtkWindow           *parent);

G_END_DECLS
