/* cy-data-file.h: reading and writing files without hanging or losing data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The most the game reads of each kind of file: far above what a real
 * file holds, far below what would hurt to hold in memory. */
#define CY_SAVE_FILE_MAX_SIZE   (1u << 20)   /* a save is under 1 KiB */
#define CY_STATISTICS_MAX_SIZE  (8u << 20)   /* about 500 bytes a player */

typedef void     (*CyDataFileHook)      (const char *path);

typedef gpointer (*CyDataFileParseFunc) (GBytes     *contents,
                                         gpointer    user_data,
                                         GError    **error);

GBytes   *cy_data_file_read       (const char           *path,
                                   gsize                 max_size,
                                   GError              **error);
gboolean  cy_data_file_write      (const char           *path,
                                   const void           *data,
                                   gsize                 length,
                                   int                   mode,
                                   GError              **error);
void      cy_data_file_write_bytes_async  (const char           *path,
                                          GBytes               *data,
                                          int                   mode,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
gboolean  cy_data_file_write_bytes_finish (GAsyncResult         *result,
                                          GError              **error);
void      cy_data_file_remove     (const char           *path);
gboolean  cy_data_file_rename     (const char           *from,
                                   const char           *to);
gboolean  cy_data_file_move_to_new (const char           *from,
                                   const char           *to);
guint     cy_data_file_remove_stale_temporaries (const char *dir);
void      cy_data_file_set_before_rename_hook   (CyDataFileHook hook);
char     *cy_data_file_set_aside  (const char           *path,
                                   GError              **error);
gpointer  cy_data_file_load       (const char           *path,
                                   gsize                 max_size,
                                   CyDataFileParseFunc   parse,
                                   gpointer              user_data,
                                   char                **moved_aside,
                                   GError              **error);

G_END_DECLS
