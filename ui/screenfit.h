#pragma once

#include <QGuiApplication>
#include <QScreen>

namespace Ei::Ui {

// Defaults chosen from the screen on a first start (docs/accessibility.md, "Small screens"): the
// window was designed at 1600×1000; on a narrower screen (a 1366×768 laptop, or a 2560×1440
// monitor at 200 %) panes start narrower, the TEI wraps its lines and its outline starts closed.
// Whatever the curator changes afterwards is remembered instead.
inline constexpr int kNarrowScreenWidth = 1600; // logical pixels

inline int availableScreenWidth()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableSize().width() : kNarrowScreenWidth;
}

inline bool isNarrowScreen()
{
    return availableScreenWidth() < kNarrowScreenWidth;
}

} // namespace Ei::Ui
