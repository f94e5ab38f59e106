/* test-cli-faults.c: card-yacht-cli under the faults of the audit
 *
 * A full disk under an export, a FIFO or /dev/zero given as a file, and
 * numbers out of range: each gives one line on stderr and exit status 2,
 * never a hang, and never a damaged or half-written file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* mkfifo() and symlink() are POSIX, not C11. */
#define _GNU_SOURCE

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-fault.h"

/* Far beyond what any of these commands needs, even under ASan. */
#define TIMEOUT_SECONDS 60

typedef struct
{
  int    status;      /* the exit status; -1 when it had to be killed */
  char  *out;
  char  *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

typedef struct
{
  GMainLoop    *loop;
  GSubprocess  *process;
  gboolean      timed_out;
  char         *out;
  char         *err;
} Waiting;

static void
on_communicated (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Waiting *waiting = user_data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &waiting->out, &waiting->err, &error);
  g_assert_no_error (error);
  g_main_loop_quit (waiting->loop);
}

static gboolean
on_timeout (gpointer user_data)
{
  Waiting *waiting = user_data;

  /* A hang is what is being tested for: kill it and say so. */
  waiting->timed_out = TRUE;
  g_subprocess_force_exit (waiting->process);
  return G_SOURCE_REMOVE;
}

/* Runs card-yacht-cli with the arguments (NULL-terminated). */
static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GError) error = NULL;
  Waiting waiting = { loop, NULL, FALSE, NULL, NULL };
  const char *cli = g_getenv ("CY_CLI");
  const char *arg;
  guint timeout;
  va_list args;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  waiting.process = g_subprocess_newv ((const char * const *) argv->pdata,
                                       G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                       &error);
  g_assert_no_error (error);
  timeout = g_timeout_add_seconds (TIMEOUT_SECONDS, on_timeout, &waiting);
  g_subprocess_communicate_utf8_async (waiting.process, NULL, NULL, on_communicated, &waiting);
  g_main_loop_run (loop);
  if (!waiting.timed_out)
    g_source_remove (timeout);

  run->status = waiting.timed_out ? -1 : g_subprocess_get_exit_status (waiting.process);
  run->out = waiting.out;
  run->err = waiting.err;
  g_object_unref (waiting.process);

  g_assert_false (waiting.timed_out);
}

/* Bad input: exit 2, nothing on stdout, one line on stderr naming the program. */
static void
assert_refused (Run        *run,
                const char *fragment)
{
  g_test_message ("stderr: %s", run->err);
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_true (g_str_has_prefix (run->err, "card-yacht-cli: "));
  /* The first newline is the last character. */
  g_assert_cmpuint (strcspn (run->err, "\n"), ==, strlen (run->err) - 1);
  g_assert_nonnull (strstr (run->err, fragment));
}

static char *
out_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "out", NULL);
}

static void
assert_contents (const char *path,
                 const char *contents)
{
  g_autofree char *actual = NULL;

  g_assert_true (g_file_get_contents (path, &actual, NULL, NULL));
  g_assert_cmpstr (actual, ==, contents);
}

/* The audit's first case: with the disk full, an export over an earlier
 * file left it at 0 bytes, and a new path got a 4,096-byte PDF or an
 * empty PNG or SVG. Now the old file stays whole and a new one never
 * appears. There is room for one page, so the write starts, then fails. */
static void
test_full_disk (gconstpointer data)
{
  const char *name = data;
  g_autofree char *dir = out_dir ();
  g_autofree char *keep = g_build_filename (dir, name, NULL);
  g_autofree char *fresh = g_strconcat (dir, "/new-", name, NULL);
  g_autofree char *listing = NULL;
  gboolean deck = g_str_has_prefix (name, "deck");

  if (!cy_test_fault_mount_tmpfs (dir, 1u << 20))
    return;

  g_assert_true (g_file_set_contents (keep, "last week's sheet", -1, NULL));
  cy_test_fault_fill (dir, 4096);

  for (guint i = 0; i < 2; i++)
    {
      g_auto(Run) run = { 0 };
      const char *output = i == 0 ? keep : fresh;

      if (deck)
        run_cli (&run, "deck", "--output", output, NULL);
      else
        run_cli (&run, "sheet", "--players", "Ann,Bob", "--output", output, NULL);
      assert_refused (&run, "No space left on device");
    }

  assert_contents (keep, "last week's sheet");
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, name);

  /* With room, the same command replaces it (once per program: each
   * format fails the same way, and a sheet takes a while under ASan). */
  cy_test_fault_unfill (dir);
  if (g_str_has_suffix (name, ".pdf") || deck)
    {
      g_auto(Run) run = { 0 };

      if (deck)
        run_cli (&run, "deck", "--output", keep, NULL);
      else
        run_cli (&run, "sheet", "--players", "Ann,Bob", "--output", keep, NULL);
      g_assert_cmpint (run.status, ==, 0);
    }
  g_clear_pointer (&listing, g_free);
  listing = cy_test_fault_list_dir (dir);
  g_assert_cmpstr (listing, ==, name);

  cy_test_fault_unmount (dir);
}

/* A FIFO blocked open() for ever; /dev/zero was read for ever. */
static void
test_not_a_file (gconstpointer data)
{
  const char *which = data;
  g_autofree char *dir = out_dir ();
  g_autofree char *input = g_build_filename (dir, "input", NULL);
  g_autofree char *output = g_build_filename (dir, "out.png", NULL);
  g_auto(Run) sheet = { 0 };
  g_auto(Run) deck = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  cy_test_fault_make_not_a_file (input, which);

  run_cli (&sheet, "sheet", "--game", input, "--output", output, NULL);
  assert_refused (&sheet, g_str_equal (which, "fifo") ? "named pipe" : "device");
  run_cli (&deck, "deck", "--theme", input, "--output", output, NULL);
  assert_refused (&deck, g_str_equal (which, "fifo") ? "named pipe" : "device");
  g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));
}

static void
test_seed (void)
{
  static const char * const refused[] = {
    "99999999999999999999999", "18446744073709551616", "-1", "12x",
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Run) run = { 0 };
      g_auto(Run) dice = { 0 };
      g_auto(Run) boat = { 0 };

      run_cli (&run, "simulate", "--players", "random,random", "--games", "1", "--seed", refused[i], NULL);
      assert_refused (&run, "--seed");
      /* Yacht's and Boat's took a seed of 2^64 or more as 2^64 - 1. */
      run_cli (&dice, "dice", "simulate", "--players", "random", "--games", "1", "--seed", refused[i], NULL);
      assert_refused (&dice, "--seed");
      run_cli (&boat, "boat", "simulate", "--players", "random,random,random,random", "--games", "1",
               "--seed", refused[i], NULL);
      assert_refused (&boat, "--seed");
    }

  /* The largest seed is a seed. */
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "simulate", "--players", "random,random", "--games", "1",
             "--seed", "18446744073709551615", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "{\"games\":1,"));
  }
}

static void
test_threads (void)
{
  /* One past the most: simulate runs up to 16 threads, enumerate 64. */
  static const char * const refused[][2] = {
    { "0", "0" }, { "-1", "-1" }, { "17", "65" }, { "two", "99999999999999999999" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Run) simulate = { 0 };
      g_auto(Run) enumerate = { 0 };

      run_cli (&simulate, "simulate", "--players", "random,random", "--games", "1", "--threads", refused[i][0], NULL);
      assert_refused (&simulate, "--threads");
      run_cli (&enumerate, "enumerate", "--threads", refused[i][1], NULL);
      assert_refused (&enumerate, "--threads");
    }

  /* Yacht's and Boat's ran with --threads 0. */
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Run) optimal = { 0 };
      g_auto(Run) dice = { 0 };
      g_auto(Run) boat = { 0 };

      run_cli (&optimal, "dice", "optimal", "--threads", refused[i][0], NULL);
      assert_refused (&optimal, "--threads");
      run_cli (&dice, "dice", "simulate", "--players", "random", "--games", "1", "--threads", refused[i][0], NULL);
      assert_refused (&dice, "--threads");
      run_cli (&boat, "boat", "simulate", "--players", "random,random,random,random", "--games", "1",
               "--threads", refused[i][0], NULL);
      assert_refused (&boat, "--threads");
    }

  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "simulate", "--players", "random,random", "--games", "3", "--threads", "1", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
}

/* No command, or an empty name among the players: one line, not the whole
 * usage, and no sheet with a nameless player. */
static void
test_bad_usage (void)
{
  g_autofree char *dir = out_dir ();
  g_autofree char *output = g_build_filename (dir, "sheet.pdf", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, NULL);
    assert_refused (&run, "no command");
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "boat", NULL);
    assert_refused (&run, "no command");
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "sheet", "--players", "A,,B", "--output", output, NULL);
    assert_refused (&run, "name 2 of “A,,B” is empty");
  }
  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "sheet", "--for", "boat", "--players", "A,B, ,D", "--output", output, NULL);
    assert_refused (&run, "name 3 of “A,B, ,D” is empty");
  }
  g_assert_false (g_file_test (output, G_FILE_TEST_EXISTS));
}

int
main (int    argc,
      char **argv)
{
  cy_test_fault_init ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_data_func ("/cli/faults/full-disk/sheet-pdf", "keep.pdf", test_full_disk);
  g_test_add_data_func ("/cli/faults/full-disk/sheet-svg", "keep.svg", test_full_disk);
  g_test_add_data_func ("/cli/faults/full-disk/sheet-png", "keep.png", test_full_disk);
  g_test_add_data_func ("/cli/faults/full-disk/deck-png", "deck.png", test_full_disk);
  g_test_add_data_func ("/cli/faults/fifo", "fifo", test_not_a_file);
  g_test_add_data_func ("/cli/faults/dev-zero", "dev-zero", test_not_a_file);
  g_test_add_func ("/cli/faults/seed", test_seed);
  g_test_add_func ("/cli/faults/threads", test_threads);
  g_test_add_func ("/cli/faults/bad-usage", test_bad_usage);

  return g_test_run ();
}
