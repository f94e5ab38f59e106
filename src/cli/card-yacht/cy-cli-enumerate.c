/* cy-cli-enumerate.c: score all 2,598,960 five-card hands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cy-category.h"
#include "cy-cli.h"

#define N_HANDS 2598960

typedef struct
{
  guint   first_card;        /* the lowest card of the hands this worker scores */
  guint   stride;
  guint64 hands;
  guint64 scoring[CY_N_CATEGORIES];
  guint64 sum[CY_N_CATEGORIES];
} EnumerateWork;

/* Hands are split by their lowest card, round-robin, which balances well. */
static gpointer
enumerate_worker (gpointer data)
{
  EnumerateWork *work = data;
  CyCard hand[CY_HAND_SIZE];
  guint scores[CY_N_CATEGORIES];

  for (guint a = work->first_card; a < CY_DECK_SIZE; a += work->stride)
    for (guint b = a + 1; b < CY_DECK_SIZE; b++)
      for (guint c = b + 1; c < CY_DECK_SIZE; c++)
        for (guint d = c + 1; d < CY_DECK_SIZE; d++)
          for (guint e = d + 1; e < CY_DECK_SIZE; e++)
            {
              hand[0] = a; hand[1] = b; hand[2] = c; hand[3] = d; hand[4] = e;
              cy_category_score_all (hand, scores);
              work->hands++;
              for (guint k = 0; k < CY_N_CATEGORIES; k++)
                {
                  work->scoring[k] += scores[k] > 0;
                  work->sum[k] += scores[k];
                }
            }

  return NULL;
}

int
cy_cli_enumerate (int    argc,
                  char **argv)
{
  gboolean json = FALSE;
  g_autofree char *threads_text = NULL;
  guint threads;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Worker threads (default: one per processor)"), "N" },
    { NULL }
  };
  EnumerateWork work[64] = { { 0 } };
  GThread *workers[64];
  guint64 scoring[CY_N_CATEGORIES] = { 0 };
  guint64 sum[CY_N_CATEGORIES] = { 0 };
  guint64 hands = 0;
  gint64 start;
  double seconds;

  if (!cy_cli_parse_options ("enumerate", NULL,
                             _("Scores every five-card hand and prints, for each category, how many hands score and the mean score."),
                             entries, &argc, &argv))
    return CY_CLI_EXIT_USAGE;

  if (argc > 1)
    return cy_cli_fail (_("enumerate: unexpected argument “%s”"), argv[1]);

  if (!cy_cli_parse_threads ("enumerate", threads_text, G_N_ELEMENTS (work), &threads))
    return CY_CLI_EXIT_USAGE;

  start = g_get_monotonic_time ();
  for (guint t = 0; t < threads; t++)
    {
      work[t].first_card = t;
      work[t].stride = threads;
      workers[t] = g_thread_new ("enumerate", enumerate_worker, &work[t]);
    }
  for (guint t = 0; t < threads; t++)
    {
      g_thread_join (workers[t]);
      hands += work[t].hands;
      for (guint k = 0; k < CY_N_CATEGORIES; k++)
        {
          scoring[k] += work[t].scoring[k];
          sum[k] += work[t].sum[k];
        }
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_assert (hands == N_HANDS);

  if (json)
    {
      GString *out = g_string_new (NULL);

      g_string_append_printf (out, "{\"hands\":%" G_GUINT64_FORMAT ",\"seconds\":%.6f,\"categories\":{", hands, seconds);
      for (guint k = 0; k < CY_N_CATEGORIES; k++)
        g_string_append_printf (out, "%s\"%s\":{\"scoring\":%" G_GUINT64_FORMAT ",\"mean\":%.6f}",
                                k ? "," : "", cy_category_get_key (k), scoring[k], (double) sum[k] / hands);
      g_string_append (out, "}}");
      puts (out->str);
      g_string_free (out, TRUE);
    }
  else
    {
      printf ("%-16s %12s %10s\n", _("Category"), _("Scoring"), _("Mean"));
      for (guint k = 0; k < CY_N_CATEGORIES; k++)
        printf ("%-16s %12" G_GUINT64_FORMAT " %10.4f\n", cy_category_get_key (k), scoring[k], (double) sum[k] / hands);
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, hands);

      /* Translators: "2598960 hands in 0.081 s" */
      printf (_("%s hands in %.3f s"), count, seconds);
      putchar ('\n');
    }

  return 0;
}
