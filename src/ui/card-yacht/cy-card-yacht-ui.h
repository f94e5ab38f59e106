/* cy-card-yacht-ui.h: what the shell knows of Card Yacht's ui (cy-game-ui.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cy-game-ui.h"

G_BEGIN_DECLS

const CyGameUi *cy_card_yacht_ui_get (void);

G_END_DECLS
