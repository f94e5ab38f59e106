#!/usr/bin/python3
# test-a11y.py: the game as a screen reader sees it, driven over AT-SPI
#
# Starts card-yacht with a fixed deal and, through dogtail (AT-SPI), finds
# the Deal button of the seat draw, the cards of the human's hand by their
# accessible names ("Queen of Diamonds"; a selected card reads "Queen of
# Diamonds, selected" and has the SELECTED state), the Knock and Draw
# buttons by name, and plays a Draw: select a card with its accessible
# action, press Draw, and the card is named in the Harbor instead.
#
# Usage: /usr/bin/python3 test-a11y.py PATH/TO/card-yacht
# (the python3 on PATH may lack gi). It runs itself in a D-Bus session of
# its own. Exit status 77 (skip) without a display, dbus-run-session,
# at-spi2-core or dogtail.
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


if len(sys.argv) != 2:
    print("usage: test-a11y.py CARD-YACHT-BINARY", file=sys.stderr)
    sys.exit(2)
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    skip("no display")

# A D-Bus session of its own, with its own runtime directory: the
# accessibility bus launcher puts its socket there (by default it is
# ~/.cache/at-spi/bus_DISPLAY, which the launcher of any other D-Bus session
# on the same display takes over and deletes when it ends).
if not os.environ.get("CY_A11Y_PRIVATE_BUS"):
    if not shutil.which("dbus-run-session"):
        skip("dbus-run-session is not installed")
    runtime_dir = tempfile.mkdtemp(prefix="cy-a11y-run-")
    env = dict(os.environ, CY_A11Y_PRIVATE_BUS="1", XDG_RUNTIME_DIR=runtime_dir)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    try:
        status = subprocess.call(["dbus-run-session", "--", sys.executable, *sys.argv], env=env)
    finally:
        # The launcher writes its address on the X root window and leaves it
        # there when it ends: do not leave a dead address to the next test.
        if shutil.which("xprop"):
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
    print(f"{'ok' if condition else 'FAIL'}: {what}")
    if not condition:
        failures += 1
    return condition


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
        time.sleep(0.1)
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
    """Whether node's accessible name is text. GTK 4.8 names a button with a
    mnemonic label "_Knock Knock" (the label with its underline, then its
    text); take that form too, and report it."""
    name = node.name
    if name == text:
        return True
    head, _, tail = name.partition(" ")
    return tail == text and "_" in head and head.replace("_", "") == text.replace(" ", "")


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


def main():
    data_home = tempfile.mkdtemp(prefix="cy-a11y-")
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)   # the test environment turns the bridge off for the other tests
    env.pop("GTK_A11Y", None)
    env.update(XDG_DATA_HOME=data_home, GSETTINGS_BACKEND="memory", GSK_RENDERER="cairo")
    process = subprocess.Popen([BINARY, "--players", "You:human,Ann:normal", "--deal", "7"], env=env)
    try:
        app = wait_for("the application on the accessibility bus",
                       lambda: find(dogtail.tree.root, lambda n: n.roleName == "application" and n.name == APP), 30)
        check(True, f"found the application {APP!r}")

        # The seat draw: the cards drawn have names too.
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
        check(True, f"found Knock ({knock.name!r}) and Draw ({draw.name!r})")
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
        check(card is not None, f"the selected card reads {name + ', selected'!r}")
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
        check(confirm is not None, "the draw is shown with a button that confirms it")
        confirm.doActionNamed("click")
        harbor = panel(app, HARBOR)
        check(harbor is not None, "found the human's Harbor")
        wait_for("the card in the Harbor", lambda: name in card_names(harbor))
        check(True, f"the Harbor holds {card_names(harbor)}")
        new_hand = wait_for("five cards in the hand again",
                            lambda: (lambda ns: ns if len(ns) == 5 and name not in ns else None)(card_names(hand)))
        check(all(CARD.match(n) for n in new_hand), f"the new hand is named: {new_hand}")
        check(len(set(names) & set(new_hand)) == 4, "four cards stayed in the hand")
        check(find(app, lambda n: n.roleName == "label" and n.name == "Harbor: 1 card") is not None,
              "the Harbor's caption counts 1 card")
        if stock is not None:
            # Ann may have drawn too by now.
            count = lambda text: int(re.search(r"\d+", text).group(0))
            stock_after = wait_for("the stock to shrink", lambda: stock.name if stock.name != stock_before else None)
            check(count(stock_after) <= count(stock_before) - 1,
                  f"the stock went from {stock_before!r} to {stock_after!r}")

        # For the record: buttons a screen reader cannot name.
        unnamed = find_all(app, lambda n: n.roleName == "push button" and
                           (not n.name or n.name.startswith("Gtk")))
        if unnamed:
            print(f"note: {len(unnamed)} buttons without an accessible name: {[n.name for n in unnamed]}")
    except AssertionError as error:
        check(False, str(error))
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(data_home, ignore_errors=True)

    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
