#!/usr/bin/python3
# test-a11y.py: each game as a screen reader sees it, played over AT-SPI
#
# Starts card-yacht with one game in a display and a D-Bus session of its
# own, and through AT-SPI (pyatspi, and dogtail for Card Yacht's actions):
#
# - walks the window's accessible tree: no accessible is named after its
#   GTK type ("GtkStackPage", "GtkLabel"), no button or toggle is without a
#   name, and no button's name repeats its mnemonic label ("_Deal Deal");
# - listens as a screen reader does to the focused object: the news
#   (cy-announcer.c) goes into its accessible description, which Orca 43
#   says at once. A computer player's move must be heard in the log's words
#   ("Ann laid 2 cards in the Harbor…", "Ann rolled 1 2 3 4 5", "West
#   plays the Ten of Hearts"), and so must "your turn";
# - plays a whole hand with keys only (xdotool into its own display),
#   reading where the focus is over AT-SPI, until the person's score is
#   written (Card Yacht, Yacht) or the hand is scored (Boat).
# For Card Yacht it also selects cards and draws through the cards' and
# buttons' accessible actions, as before.
#
# Usage: /usr/bin/python3 test-a11y.py PATH/TO/card-yacht [card-yacht|dice|boat]
# (the python3 on PATH may lack gi). Exit status 77 (skip) without
# xvfb-run or a display, dbus-run-session, at-spi2-core, xdotool or
# dogtail. Its own X display lets it run beside other tests.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77


def skip(reason):
    print(f"SKIP: {reason}")
    sys.exit(SKIP)


if len(sys.argv) not in (2, 3):
    print("usage: test-a11y.py CARD-YACHT-BINARY [card-yacht|dice|boat]", file=sys.stderr)
    sys.exit(2)
GAME = sys.argv[2] if len(sys.argv) == 3 else "card-yacht"
if GAME not in ("card-yacht", "dice", "boat"):
    print(f"unknown game {GAME!r}", file=sys.stderr)
    sys.exit(2)

# A display and a D-Bus session of its own, with its own runtime directory:
# the accessibility bus launcher puts its socket there (by default it is
# ~/.cache/at-spi/bus_DISPLAY, which the launcher of any other D-Bus session
# on the same display takes over and deletes when it ends), and the keys
# sent go to this test's window only.
if not os.environ.get("CY_A11Y_PRIVATE_BUS"):
    if not shutil.which("dbus-run-session"):
        skip("dbus-run-session is not installed")
    if not shutil.which("xdotool"):
        skip("xdotool is not installed")
    runtime_dir = tempfile.mkdtemp(prefix="cy-a11y-run-")
    env = dict(os.environ, CY_A11Y_PRIVATE_BUS="1", XDG_RUNTIME_DIR=runtime_dir)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    command = ["dbus-run-session", "--", sys.executable, *sys.argv]
    if shutil.which("xvfb-run"):
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"] + command
    elif not os.environ.get("DISPLAY"):
        skip("no display and no xvfb-run")
    try:
        status = subprocess.call(command, env=env)
    finally:
        # The launcher writes its address on the X root window and leaves it
        # there when it ends: do not leave a dead address to the next test.
        if shutil.which("xprop") and os.environ.get("DISPLAY"):
            prop = subprocess.run(["xprop", "-root", "AT_SPI_BUS"], capture_output=True, text=True).stdout
            if runtime_dir in prop:
                subprocess.call(["xprop", "-root", "-remove", "AT_SPI_BUS"])
        shutil.rmtree(runtime_dir, ignore_errors=True)
    sys.exit(status)

# The accessibility bus of this session. Ask the session bus for it (which
# starts at-spi-bus-launcher if need be) rather than trust the X root
# window's AT_SPI_BUS property: a launcher of an earlier D-Bus session on
# the same display leaves it behind, pointing at a socket that is gone.
try:
    from gi.repository import Gio, GLib
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = bus.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                          GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 20000, None)
    os.environ["AT_SPI_BUS_ADDRESS"] = reply.unpack()[0]
except ImportError as error:
    skip(f"gi is missing: {error}")
except Exception as error:
    skip(f"no accessibility bus (is at-spi2-core installed?): {error}")

try:
    from dogtail.config import config
    config.checkForA11y = False
    config.searchShowingOnly = False
    config.logDebugToStdOut = False
    config.logDebugToFile = False
    config.searchCutoffCount = 5
    import pyatspi
    import dogtail.tree
except ImportError as error:
    skip(f"dogtail or pyatspi is missing: {error}")

BINARY = sys.argv[1]
APP = "card-yacht"
RANKS = ("Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King")
CARD = re.compile(rf"^({RANKS}) of (Spades|Hearts|Diamonds|Clubs)$")
CARD_SELECTED = re.compile(rf"^(({RANKS}) of (Spades|Hearts|Diamonds|Clubs)), selected$")
HAND = "Hand of You"
HARBOR = "Harbor of You"

failures = 0


def check(condition, what):
    global failures
    print(f"{'ok' if condition else 'FAIL'}: {what}", flush=True)
    if not condition:
        failures += 1
    return condition


class Listener:
    """What a screen reader hears without moving: the accessible
    description of the focused object, each time it changes (Orca 43's
    onDescriptionChanged), and where the focus is."""

    def __init__(self):
        self.news = []
        self.focus = None
        pyatspi.Registry.registerEventListener(self.on_description, "object:property-change:accessible-description")
        pyatspi.Registry.registerEventListener(self.on_focus, "object:state-changed:focused")

    def on_description(self, event):
        try:
            if event.any_data and event.source.getState().contains(pyatspi.STATE_FOCUSED):
                self.news.append(event.any_data)
        except Exception:
            pass

    def on_focus(self, event):
        if event.detail1:
            self.focus = event.source

    def heard(self, pattern, since=0):
        """The first news since index @since that matches @pattern."""
        for text in self.news[since:]:
            if re.search(pattern, text):
                return text
        return None


def pump(seconds):
    """Lets the AT-SPI events in for @seconds."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.02)


def wait_for(what, function, timeout=20.0):
    """Calls function until it returns something true; that is returned."""
    end = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < end:
        try:
            result = function()
            if result:
                return result
        except Exception as error:  # nodes go stale while the tree changes
            last_error = error
        pump(0.1)
    raise AssertionError(f"timed out waiting for {what}" + (f" ({last_error!r})" if last_error else ""))


def find(node, predicate, depth=0):
    """Depth-first search that does not give up on a stale node."""
    try:
        if predicate(node):
            return node
        children = node.children
    except Exception:
        return None
    for child in children:
        found = find(child, predicate, depth + 1)
        if found is not None:
            return found
    return None


def find_all(node, predicate, out=None):
    out = [] if out is None else out
    try:
        if predicate(node):
            out.append(node)
        children = node.children
    except Exception:
        return out
    for child in children:
        find_all(child, predicate, out)
    return out


def named(node, text):
    return node.name == text


def button(app, text):
    return find(app, lambda n: n.roleName == "push button" and named(n, text))


def panel(app, name):
    return find(app, lambda n: n.roleName == "panel" and n.name == name)


def card_names(row):
    return [child.name for child in row.children if child.roleName == "push button"]


def selected(node):
    return node.getState().contains(pyatspi.STATE_SELECTED)


def sensitive(node):
    return node.getState().contains(pyatspi.STATE_SENSITIVE)


def focus_name(listener):
    try:
        return listener.focus.name if listener.focus is not None else ""
    except Exception:
        return ""


class Keys:
    """Keys into the game's window, through its own X display."""

    def __init__(self, pid):
        windows = wait_for("the game's X window", lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
            capture_output=True, text=True).stdout.split())
        # No window manager: give the window the keyboard ourselves.
        subprocess.run(["xdotool", "windowfocus", windows[0]], capture_output=True)

    def press(self, *keys):
        subprocess.call(["xdotool", "key", "--delay", "80", *keys])
        pump(0.3)


def mnemonic_twice(name):
    """GTK 4.8 names a button with a mnemonic "_Deal Deal"."""
    return "_" in name and any(name[i] == " " and name[:i].replace("_", "") == name[i + 1:]
                               for i in range(len(name)))


def labelled_twice(name):
    words = name.lower().split()
    return len(words) > 1 and words[0] == words[-1]


def check_names(app, when):
    """No accessible that a screen reader would call by a GTK type, no
    button without a name, no mnemonic said twice."""
    type_named = find_all(app, lambda n: n.name.startswith("Gtk"))
    check(not type_named, f"{when}: no accessible is named after its GTK type: "
          f"{sorted(set(f'{n.roleName} {n.name!r}' for n in type_named))}")
    unnamed = find_all(app, lambda n: n.roleName in ("push button", "toggle button") and not n.name.strip() and
                       n.getState().contains(pyatspi.STATE_SHOWING))
    check(not unnamed, f"{when}: every button has a name ({len(unnamed)} have none)")
    doubled = find_all(app, lambda n: mnemonic_twice(n.name))
    check(not doubled, f"{when}: no name repeats its mnemonic label: {[n.name for n in doubled]}")
    # A label and what it labels, both said ("Kept dice Kept").
    twice = find_all(app, lambda n: labelled_twice(n.name))
    check(not twice, f"{when}: no name says its label twice: {[n.name for n in twice]}")


def tab_to(keys, listener, predicate, what, limit=40):
    """Tab until the focused object's name satisfies @predicate."""
    for _ in range(limit):
        if predicate(focus_name(listener)):
            return focus_name(listener)
        keys.press("Tab")
    raise AssertionError(f"Tab never reached {what} (last: {focus_name(listener)!r})")


def launch(args, config_home, data_home):
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)   # the test environment turns the bridge off for the other tests
    env.pop("GTK_A11Y", None)
    env.update(XDG_DATA_HOME=data_home, XDG_CONFIG_HOME=config_home, GSK_RENDERER="cairo")
    # Computer players at their fastest pace the settings offer, so that a
    # hand takes seconds; the settings live in this test's own directory.
    env["GSETTINGS_BACKEND"] = "keyfile"
    schemas = subprocess.run(["gsettings", "list-schemas"], env=env, capture_output=True, text=True).stdout.split()
    schema = next((s for s in schemas if s.startswith("io.github.cardyacht")), None)
    if schema is not None:
        subprocess.call(["gsettings", "set", schema, "computer-speed", "fast"], env=env)
    return subprocess.Popen([BINARY, *args], env=env)


def card_yacht_actions(app):
    """The first turn through the cards' and buttons' accessible actions."""
    deal = wait_for("the Deal button", lambda: button(app, "Deal"))
    check(True, f"found the Deal button ({deal.name!r})")
    drawn = find_all(app, lambda n: n.roleName == "push button" and CARD.match(n.name) is not None)
    check(len(drawn) >= 2, f"seat draw cards are named: {[n.name for n in drawn]}")
    deal.doActionNamed("click")

    # The hand: five face-up cards named like "Queen of Diamonds".
    hand = wait_for("the human's hand", lambda: panel(app, HAND))
    names = wait_for("five cards in the hand",
                     lambda: (lambda ns: ns if len(ns) == 5 else None)(card_names(hand)))
    check(all(CARD.match(name) for name in names), f"the hand's cards are named: {names}")
    check(len(set(names)) == 5, "five different cards")
    opponent = panel(app, "Hand of Ann")
    check(opponent is not None and card_names(opponent) == ["Face-down card"] * 5,
          "the opponent's cards are face-down cards")
    stock = find(app, lambda n: n.roleName == "push button" and n.name.startswith("Stock: "))
    check(stock is not None, f"the stock is named: {stock.name if stock else None!r}")
    stock_before = stock.name if stock else None

    # The move buttons, by name; it is the human's turn (Ann deals, You start).
    knock = wait_for("the Knock button", lambda: button(app, "Knock"))
    draw = wait_for("the Draw button", lambda: button(app, "Draw"))
    check("click" in knock.actions and "click" in draw.actions, "Knock and Draw have a click action")
    status = wait_for("the turn in the status line",
                      lambda: find(app, lambda n: n.roleName == "status bar" and "your turn" in n.name))
    check(True, f"the status line says {status.name!r}")
    check(not sensitive(draw), "Draw is disabled with no card selected")

    # Select a card with its accessible action; its name says so.
    first = hand.children[0]
    name = first.name
    check("card.activate" in first.actions, f"the card has an activate action: {list(first.actions)}")
    first.doActionNamed("card.activate")
    wait_for("the card to read as selected",
             lambda: any(CARD_SELECTED.match(n) and CARD_SELECTED.match(n).group(1) == name
                         for n in card_names(hand)))
    card = find(hand, lambda n: n.name == f"{name}, selected")
    check(card is not None and selected(card), "the selected card has the SELECTED state")
    check(wait_for("Draw enabled", lambda: sensitive(draw), 5), "Draw is enabled with a card selected")

    # Again: unselected.
    card.doActionNamed("card.activate")
    wait_for("the card to read as not selected", lambda: name in card_names(hand))
    card = find(hand, lambda n: n.name == name)
    check(card is not None and not selected(card), f"unselected, the card reads {name!r} again")
    check(wait_for("Draw disabled", lambda: not sensitive(draw), 5), "Draw is disabled again")

    # Select it and press Draw: it goes to the Harbor, a card comes from the stock.
    card.doActionNamed("card.activate")
    wait_for("the card selected again", lambda: f"{name}, selected" in card_names(hand))
    wait_for("Draw enabled", lambda: sensitive(draw), 5)
    draw.doActionNamed("click")
    # A draw is shown first: the confirm bar's own Draw button plays it.
    confirm = wait_for("the confirm button", lambda: next(
        (b for b in find_all(app, lambda n: n.roleName == "push button" and named(n, "Draw"))
         if b != draw and sensitive(b)), None), 5)
    confirm.doActionNamed("click")
    harbor = panel(app, HARBOR)
    check(harbor is not None, "found the human's Harbor")
    wait_for("the card in the Harbor", lambda: name in card_names(harbor))
    new_hand = wait_for("five cards in the hand again",
                        lambda: (lambda ns: ns if len(ns) == 5 and name not in ns else None)(card_names(hand)))
    check(len(set(names) & set(new_hand)) == 4, "four cards stayed in the hand")
    if stock is not None:
        count = lambda text: int(re.search(r"\d+", text).group(0))
        stock_after = wait_for("the stock to shrink", lambda: stock.name if stock.name != stock_before else None)
        check(count(stock_after) <= count(stock_before) - 1,
              f"the stock went from {stock_before!r} to {stock_after!r}")


def play_card_yacht(app, keys, listener):
    card_yacht_actions(app)
    check(listener.heard(r"^You, your turn") is not None, "heard \"You, your turn…\" at the first turn")
    check(listener.heard(r"You laid 1 card in the Harbor and drew from the stock") is not None,
          "heard the person's own draw")

    # Ann's move, heard in the log's words, then the turn back.
    heard = wait_for("Ann's move heard", lambda: listener.heard(r"Ann (laid|exchanged|passed|knocked)"), 30)
    check(True, f"heard Ann's move: {heard!r}")
    wait_for("\"your turn\" heard again",
             lambda: sum(1 for text in listener.news if re.search(r"You, your turn", text)) >= 2, 30)

    # A card selected with Space, then Esc: the selection cleared is heard.
    mark = len(listener.news)
    wait_for("the focus on the hand", lambda: CARD.match(focus_name(listener)) is not None, 10)
    keys.press("space")
    keys.press("Escape")
    check(wait_for("the selection cleared heard", lambda: listener.heard(r"Selection cleared", mark), 15) is not None,
          "heard the selection cleared")

    # Knock with K; Ann's last turn; the hand is scored from the sheet.
    mark = len(listener.news)
    keys.press("k")
    check(wait_for("the knock heard", lambda: listener.heard(r"You knocked: last turns", mark), 15) is not None,
          "heard the knock")
    wait_for("Ann's last turn heard", lambda: listener.heard(r"^Ann |\. Ann ", mark), 30)
    wait_for("the end of the hand heard", lambda: listener.heard(r"The hand is over", mark), 30)
    wait_for("the scoring turn heard", lambda: listener.heard(r"You: choose a category", mark), 30)
    cell = wait_for("the focus on an open box of the sheet",
                    lambda: (lambda n: n if re.match(r"^You, .*: open", n) else None)(focus_name(listener)), 10)
    check(True, f"the focus is on {cell!r}")
    keys.press("Return")
    score = wait_for("the score heard", lambda: listener.heard(r"You scored \d+ in ", mark), 15)
    check(True, f"heard the score written: {score!r}")
    wait_for("every score heard", lambda: listener.heard(r"Every player has scored", mark), 30)
    check(True, "the hand is scored, and heard")


def play_dice(app, keys, listener):
    wait_for("\"your turn\" heard", lambda: listener.heard(r"^You: roll the dice"), 20)
    check(True, "heard \"You: roll the dice\"")
    mark = len(listener.news)
    keys.press("r")
    roll = wait_for("the roll heard", lambda: listener.heard(r"You rolled( \d){5}", mark), 10)
    check(True, f"heard the roll: {roll!r}")
    check_names(app, "after a roll")

    # The coach's advice, asked with H, is heard.
    mark = len(listener.news)
    keys.press("h")
    advice = wait_for("the coach heard", lambda: next(
        (text for text in listener.news[mark:] if not re.match(r"(You|Ann|Die|Write|Scored)\b", text)), None), 15)
    check(True, f"heard the coach: {advice!r}")

    # Keep the first die with 1: it says so.
    keys.press("1")
    kept = wait_for("a kept die", lambda: find(app, lambda n: n.roleName in ("push button", "toggle button") and
                                               n.name.startswith("Die 1") and
                                               n.getState().contains(pyatspi.STATE_PRESSED)), 5)
    check(True, f"the kept die reads {kept.name!r}, pressed")

    # To the sheet, and write the dice there.
    cell = tab_to(keys, listener, lambda n: re.match(r"^You, .*: open", n) is not None, "an open box of the sheet")
    check(True, f"Tab reaches the score sheet: {cell!r}")
    mark = len(listener.news)
    keys.press("Return")
    score = wait_for("the score heard", lambda: listener.heard(r"You wrote \d+ in ", mark), 10)
    check(True, f"heard the score written: {score!r}")
    heard = wait_for("Ann's roll heard", lambda: listener.heard(r"Ann (rolled|kept)", mark), 30)
    check(True, f"heard Ann's move: {heard!r}")
    heard = wait_for("Ann's score heard", lambda: listener.heard(r"Ann wrote \d+ in ", mark), 60)
    check(True, f"heard Ann's score: {heard!r}")
    wait_for("\"your turn\" heard again", lambda: listener.heard(r"You: roll the dice", mark), 30)
    check(True, "the turn came back, and was heard")


def is_card(name):
    return CARD.match(name) is not None or name == "The Boat"


def play_a_card(keys, listener):
    """Along the hand with the arrow keys to a card that may be played: one
    that may not says why in its description. The focused card's
    description may be the news, so the focus moves first."""
    wait_for("the focus on the hand", lambda: is_card(focus_name(listener)), 10)
    keys.press("Right")
    focus = listener.focus
    name = focus_name(listener)
    cards = [card for card in focus.parent.children if is_card(card.name)]
    names = [card.name for card in cards]
    here = names.index(name)
    playable = [i for i, card in enumerate(cards)
                if i != here and (not card.description or card.description == card.name)]
    if playable:
        target = min(playable, key=lambda i: abs(i - here))
        for _ in range(abs(target - here)):
            keys.press("Right" if target > here else "Left")
        wait_for("the focus on the card to play", lambda: focus_name(listener) == names[target], 5)
    keys.press("Return")


def play_boat(app, keys, listener):
    # The bidding: the focus goes to the bid buttons; pass.
    wait_for("the bidding turn heard", lambda: listener.heard(r"You: bid or pass"), 30)
    check(True, "heard \"You: bid or pass\"")
    heard = listener.heard(r"(West|North|East) (passes|bids \d+)")
    check(heard is not None, f"heard a computer player's bid: {heard!r}")
    tab_to(keys, listener, lambda n: n == "Pass", "Pass")
    mark = len(listener.news)
    keys.press("Return")
    check(wait_for("the pass heard", lambda: listener.heard(r"You pass", mark), 10) is not None, "heard the pass")

    # The tricks: on each turn, Right along the hand to a card that may be
    # played (a card that may not says why in its description), Enter.
    tricks = 0
    end = time.monotonic() + 240
    while time.monotonic() < end:
        if listener.heard(r"make their bid|are set", mark):
            break
        turn = len(listener.news)
        if not listener.heard(r"You: (play|lead) a card", mark):
            pump(0.2)
            continue
        mark = turn
        play_a_card(keys, listener)
        played = wait_for("the card played heard", lambda: listener.heard(r"You play", turn), 30)
        if tricks == 0:
            check(True, f"heard the card played: {played!r}")
        tricks += 1
    check(tricks > 0, f"played {tricks} cards by keys")
    trick = listener.heard(r"(You|West|North|East) takes? the trick")
    check(trick is not None, f"heard who took a trick: {trick!r}")
    plays = listener.heard(r"(West|North|East) plays ")
    check(plays is not None, f"heard a computer player's card: {plays!r}")
    result = wait_for("the hand's score heard", lambda: listener.heard(r"make their bid|are set"), 30)
    check(True, f"heard the hand scored: {result!r}")


GAMES = {
    "card-yacht": (["--players", "You:human,Ann:normal", "--deal", "7"], play_card_yacht),
    "dice": (["--game", "dice", "--players", "You:human,Ann:normal", "--deal", "7"], play_dice),
    "boat": (["--game", "boat", "--players", "You:human,West:normal,North:normal,East:normal", "--deal", "7"],
             play_boat),
}


def main():
    data_home = tempfile.mkdtemp(prefix="cy-a11y-")
    config_home = tempfile.mkdtemp(prefix="cy-a11y-config-")
    listener = Listener()
    args, play = GAMES[GAME]
    process = launch(args, config_home, data_home)
    try:
        app = wait_for("the application on the accessibility bus",
                       lambda: find(dogtail.tree.root, lambda n: n.roleName == "application" and n.name == APP), 30)
        check(True, f"found the application {APP!r}")
        # The game on screen: its table has names all through.
        wait_for("the table", lambda: find(app, lambda n: n.roleName == "status bar" or
                                           (n.roleName == "push button" and n.name in ("Deal", "Pass")) or
                                           n.name.startswith("Die 1")), 30)
        check_names(app, "at the start")
        keys = Keys(process.pid)
        play(app, keys, listener)
        check_names(app, "after a hand")
    except AssertionError as error:
        check(False, str(error))
    finally:
        print("heard:", *(f"  {text}" for text in listener.news), sep="\n")
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(data_home, ignore_errors=True)
        shutil.rmtree(config_home, ignore_errors=True)

    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
