#pragma once

#include <QCoreApplication>
#include <QToolBar>
#include <QToolButton>

namespace Ei::Ui {

// A toolbar's » overflow button (Qt's own, "qt_toolbar_ext_button") has an arrow and no text:
// without a name a screen reader says only "button" (docs/accessibility.md).
inline void nameToolBarOverflow(QToolBar *toolbar)
{
    if (auto *button = toolbar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"))) {
        button->setAccessibleName(QCoreApplication::translate("Ei::Ui::Accessibility", "More actions"));
        button->setAccessibleDescription(QCoreApplication::translate(
            "Ei::Ui::Accessibility", "The toolbar's actions that do not fit its width"));
    }
}

} // namespace Ei::Ui
