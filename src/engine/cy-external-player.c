/* cy-external-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* kill() and setpgid() are POSIX, not C11; prctl() is Linux. */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib-unix.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixoutputstream.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cy-external-player.h"
#include "cy-record.h"

G_DEFINE_QUARK (cy-external-error-quark, cy_external_error)

struct _CyExternalPlayer
{
  GObject       parent_instance;

  char         *command;
  guint         timeout_ms;

  GSubprocess  *process;      /* the bot's shepherd (see child_setup()) */
  pid_t         group;        /* the bot's process group, to kill what it started too */
  int           to_bot;       /* its standard input */
  int           from_bot;     /* its standard output */
  GString      *pending;      /* read from the bot, not yet taken as an answer */
};

G_DEFINE_FINAL_TYPE (CyExternalPlayer, cy_external_player, G_TYPE_OBJECT)

static void
cy_external_player_finalize (GObject *object)
{
  CyExternalPlayer *self = (CyExternalPlayer *)object;

  cy_external_player_stop (self);
  g_free (self->command);
  g_string_free (self->pending, TRUE);

  G_OBJECT_CLASS (cy_external_player_parent_class)->finalize (object);
}

static void
cy_external_player_class_init (CyExternalPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cy_external_player_finalize;

  /* Writing to a bot that has died must fail with EPIPE, not kill us. */
  signal (SIGPIPE, SIG_IGN);
}

static void
cy_external_player_init (CyExternalPlayer *self)
{
  self->timeout_ms = CY_EXTERNAL_TIMEOUT_MS;
  self->to_bot = -1;
  self->from_bot = -1;
  self->pending = g_string_new (NULL);
}

/**
 * cy_external_player_new:
 * @command: a shell command, e.g. "python3 examples/card-yacht-bot.py"
 *
 * The process starts at the first question.
 *
 * Returns: (transfer full):
 */
CyExternalPlayer *
cy_external_player_new (const char *command)
{
  CyExternalPlayer *self;

  g_return_val_if_fail (command != NULL, NULL);

  self = g_object_new (CY_TYPE_EXTERNAL_PLAYER, NULL);
  self->command = g_strdup (command);
  return self;
}

void
cy_external_player_set_timeout (CyExternalPlayer *self,
                                guint             timeout_ms)
{
  g_return_if_fail (CY_IS_EXTERNAL_PLAYER (self));

  self->timeout_ms = timeout_ms;
}

void
cy_external_player_stop (CyExternalPlayer *self)
{
  g_return_if_fail (CY_IS_EXTERNAL_PLAYER (self));

  if (self->process == NULL)
    return;

  /* The shepherd kills everything the bot started, whatever session or
   * group it moved to, then exits. */
  if (self->group > 0)
    kill (self->group, SIGTERM);
  g_subprocess_wait (self->process, NULL, NULL);

  /* The pipes close with the process's streams. */
  g_clear_object (&self->process);
  self->group = 0;
  self->to_bot = -1;
  self->from_bot = -1;
  g_string_truncate (self->pending, 0);
}

/* Kills every child of this process (a subreaper: what the bot started and
 * left comes here too) until none is left. Only system calls: this runs
 * in a child forked from a threaded process. */
static void
kill_all_children (void)
{
  char path[64] = "/proc/self/task/";
  pid_t self_pid = getpid ();
  char digits[16];
  int n = 0;

  /* "/proc/self/task/PID/children", without printf. */
  for (pid_t p = self_pid; p > 0; p /= 10)
    digits[n++] = (char) ('0' + p % 10);
  {
    size_t at = strlen (path);

    while (n > 0)
      path[at++] = digits[--n];
    memcpy (path + at, "/children", sizeof "/children");
  }

  for (;;)
    {
      char buffer[4096];
      ssize_t length;
      pid_t pid = 0;
      int fd = open (path, O_RDONLY | O_CLOEXEC);

      length = fd >= 0 ? read (fd, buffer, sizeof buffer) : -1;
      if (fd >= 0)
        close (fd);
      for (ssize_t i = 0; i < length; i++)
        {
          if (buffer[i] >= '0' && buffer[i] <= '9')
            pid = pid * 10 + (buffer[i] - '0');
          else if (pid > 0)
            {
              kill (-pid, SIGKILL);
              kill (pid, SIGKILL);
              pid = 0;
            }
        }

      /* Reap one; its children, if any, are ours now. None left: done. */
      if (waitpid (-1, NULL, 0) < 0 && errno == ECHILD)
        return;
    }
}

/* Runs in the child before exec. That child stays as the bot's shepherd:
 * a subreaper that starts the bot's shell as its own child, and when the
 * bot is stopped (SIGTERM) or its shell ends, kills everything the bot
 * started, even what left its process group or session (setsid), then
 * exits. The shell starts in the shepherd's process group, as before. */
static void
child_setup (gpointer data)
{
  sigset_t signals, old;
  struct rlimit limit;
  pid_t shell;
  int status = 0;

  setpgid (0, 0);
  sigemptyset (&signals);
  sigaddset (&signals, SIGTERM);
  sigaddset (&signals, SIGCHLD);
  sigprocmask (SIG_BLOCK, &signals, &old);

  /* No shepherd, no bot: it could leave what it starts running. */
  if (prctl (PR_SET_CHILD_SUBREAPER, 1) != 0 || (shell = fork ()) < 0)
    _exit (127);
  if (shell == 0)
    {
      prctl (PR_SET_CHILD_SUBREAPER, 0);
      sigprocmask (SIG_SETMASK, &old, NULL);
      return;  /* on to exec the shell */
    }

  /* The shepherd holds neither pipe (the bot's ends of them are the bot's)
   * nor GLib's report of the exec, which only the shell makes. */
  close (STDIN_FILENO);
  close (STDOUT_FILENO);
  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur > 65536)
    limit.rlim_cur = 65536;
  for (int fd = 3; fd < (int) limit.rlim_cur; fd++)
    close (fd);
  for (;;)
    {
      siginfo_t info;
      pid_t reaped;

      if (sigwaitinfo (&signals, &info) < 0)
        continue;
      if (info.si_signo == SIGTERM)
        break;
      while ((reaped = waitpid (-1, &status, WNOHANG)) > 0 && reaped != shell)
        ;
      if (reaped == shell)
        break;
    }
  kill_all_children ();
  _exit (WIFEXITED (status) ? WEXITSTATUS (status) : 1);
}

static gboolean
start (CyExternalPlayer  *self,
       GError           **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *pid;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  self->process = g_subprocess_launcher_spawn (launcher, &local_error, "/bin/sh", "-c", self->command, NULL);
  if (self->process == NULL)
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_SPAWN,
                   _("Could not start the bot: %s"), local_error->message);
      return FALSE;
    }

  pid = g_subprocess_get_identifier (self->process);
  self->group = pid != NULL ? (pid_t) g_ascii_strtoll (pid, NULL, 10) : 0;
  self->to_bot = g_unix_output_stream_get_fd (G_UNIX_OUTPUT_STREAM (g_subprocess_get_stdin_pipe (self->process)));
  self->from_bot = g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (g_subprocess_get_stdout_pipe (self->process)));

  /* Non-blocking, so that a bot that neither reads nor writes cannot hold
   * us past the deadline. */
  if (!g_unix_set_fd_nonblocking (self->to_bot, TRUE, &local_error) ||
      !g_unix_set_fd_nonblocking (self->from_bot, TRUE, &local_error))
    {
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_SPAWN,
                   _("Could not start the bot: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

/* Waits until @fd is ready for @events, or the deadline passes. */
static gboolean
wait_for (CyExternalPlayer  *self,
          int                fd,
          short              events,
          gint64             deadline,
          GError           **error)
{
  for (;;)
    {
      struct pollfd poll_fd = { fd, events, 0 };
      gint64 left_ms = (deadline - g_get_monotonic_time () + 999) / 1000;
      int n;

      if (left_ms <= 0)
        break;

      n = poll (&poll_fd, 1, (int) MIN (left_ms, G_MAXINT));
      if (n > 0)
        return TRUE;
      if (n < 0 && errno != EINTR)
        {
          int saved_errno = errno;

          g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_EXITED,
                       _("Lost the bot: %s"), g_strerror (saved_errno));
          return FALSE;
        }
    }

  g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_TIMEOUT,
               _("The bot did not answer within %.1f s"), self->timeout_ms / 1000.0);
  return FALSE;
}

static gboolean
send_line (CyExternalPlayer  *self,
           const char        *line,
           gsize              length,
           gint64             deadline,
           GError           **error)
{
  while (length > 0)
    {
      ssize_t n = write (self->to_bot, line, length);

      if (n > 0)
        {
          line += n;
          length -= (gsize) n;
        }
      else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          if (!wait_for (self, self->to_bot, POLLOUT, deadline, error))
            return FALSE;
        }
      else if (n < 0 && errno != EINTR)
        {
          g_set_error_literal (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_EXITED,
                               _("The bot has exited or closed its input"));
          return FALSE;
        }
    }

  return TRUE;
}

/* One line, without its newline (or a carriage return before it); its
 * @length counts a NUL in it too, so that the parser sees one. */
static char *
receive_line (CyExternalPlayer  *self,
              gint64             deadline,
              gsize             *length_out,
              GError           **error)
{
  for (;;)
    {
      char *newline = memchr (self->pending->str, '\n', self->pending->len);
      char buffer[4096];
      ssize_t n;

      if (newline != NULL)
        {
          gsize length = (gsize) (newline - self->pending->str);
          char *line = g_strndup (self->pending->str, length);

          g_string_erase (self->pending, 0, (gssize) length + 1);
          if (length > 0 && line[length - 1] == '\r')
            line[--length] = '\0';
          *length_out = length;
          return line;
        }

      if (self->pending->len > CY_EXTERNAL_MAX_LINE)
        {
          g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE,
                       _("The bot’s answer is longer than %u bytes"), CY_EXTERNAL_MAX_LINE);
          return NULL;
        }

      if (!wait_for (self, self->from_bot, POLLIN, deadline, error))
        return NULL;

      n = read (self->from_bot, buffer, sizeof buffer);
      if (n > 0)
        g_string_append_len (self->pending, buffer, n);
      else if (n == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK))
        {
          g_set_error_literal (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_EXITED,
                               _("The bot exited without answering"));
          return NULL;
        }
    }
}

static JsonObject *
ask (CyExternalPlayer  *self,
     JsonNode          *request,
     GError           **error)
{
  g_autofree char *request_text = NULL;
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) local_error = NULL;
  gint64 deadline;
  gsize length;

  if (self->process == NULL && !start (self, error))
    return NULL;

  /* Output nobody asked for (a second line for the last question, say):
   * the bot is out of step. */
  for (;;)
    {
      char buffer[4096];
      ssize_t n = read (self->from_bot, buffer, sizeof buffer);

      if (n <= 0)
        break;
      g_string_append_len (self->pending, buffer, n);
      if (self->pending->len > CY_EXTERNAL_MAX_LINE)
        break;
    }
  if (self->pending->len > 0)
    {
      g_autofree char *unasked = g_strndup (self->pending->str, MIN (self->pending->len, 200));
      g_autofree char *quoted = NULL;

      g_strchomp (unasked);
      quoted = cy_record_quote (unasked);
      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE,
                   _("The bot wrote “%s” when nothing was asked"), quoted);
      return NULL;
    }

  request_text = cy_record_node_to_string (request);
  text = g_strconcat (request_text, "\n", NULL);
  deadline = g_get_monotonic_time () + (gint64) self->timeout_ms * 1000;
  if (!send_line (self, text, strlen (text), deadline, error))
    return NULL;

  line = receive_line (self, deadline, &length, error);
  if (line == NULL)
    return NULL;

  answer = cy_record_parse_json (line, length, &local_error);
  if (answer == NULL || !JSON_NODE_HOLDS_OBJECT (answer))
    {
      g_autofree char *quoted = cy_record_quote (line);

      g_set_error (error, CY_EXTERNAL_ERROR, CY_EXTERNAL_ERROR_GARBAGE,
                   _("The bot answered “%s”, not one JSON object"), quoted);
      return NULL;
    }

  return json_object_ref (json_node_get_object (answer));
}

/**
 * cy_external_player_ask:
 * @request: the question, sent as one line
 *
 * Sends @request and reads one line back, within the timeout. On any
 * failure the bot is stopped, to start afresh at the next question.
 *
 * Returns: (transfer full) (nullable): the answer, or %NULL with a
 *   CY_EXTERNAL_ERROR
 */
JsonObject *
cy_external_player_ask (CyExternalPlayer  *self,
                        JsonNode          *request,
                        GError           **error)
{
  JsonObject *answer;

  g_return_val_if_fail (CY_IS_EXTERNAL_PLAYER (self), NULL);
  g_return_val_if_fail (request != NULL, NULL);

  answer = ask (self, request, error);
  if (answer == NULL)
    cy_external_player_stop (self);

  return answer;
}

gboolean
cy_external_player_take_turn (CyExternalPlayer     *self,
                              JsonNode             *view,
                              CyExternalAnswerFunc  play_answer,
                              gpointer              game,
                              guint                 seat,
                              GError              **error)
{
  g_autoptr(JsonObject) answer = NULL;

  g_return_val_if_fail (CY_IS_EXTERNAL_PLAYER (self), FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  answer = cy_external_player_ask (self, view, error);
  if (answer == NULL)
    return FALSE;

  if (!play_answer (game, seat, answer, error))
    {
      /* A bot that answered wrongly may be out of step: the next question
       * starts a fresh one. */
      cy_external_player_stop (self);
      return FALSE;
    }

  return TRUE;
}
