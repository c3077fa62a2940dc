#include "colorscheme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>

#include <models/semanticcolors.h>

namespace Ei::Ui {
namespace {

const QString settingsKey = QStringLiteral("view/colorScheme");

} // namespace

QString colorSchemeName(ColorSchemeChoice choice)
{
    switch (choice) {
    case ColorSchemeChoice::System:
        return QStringLiteral("system");
    case ColorSchemeChoice::Light:
        return QStringLiteral("light");
    case ColorSchemeChoice::Dark:
        return QStringLiteral("dark");
    }
    return QStringLiteral("system");
}

std::optional<ColorSchemeChoice> parseColorScheme(const QString &name)
{
    for (const ColorSchemeChoice c :
         {ColorSchemeChoice::System, ColorSchemeChoice::Light, ColorSchemeChoice::Dark}) {
        if (name.compare(colorSchemeName(c), Qt::CaseInsensitive) == 0) {
            return c;
        }
    }
    return std::nullopt;
}

ColorSchemeController &ColorSchemeController::instance()
{
    // Parented to the application: gone with it, and never outlives the palette it sets.
    static ColorSchemeController *controller = new ColorSchemeController;
    return *controller;
}

ColorSchemeController::ColorSchemeController()
    : QObject(qApp)
    , m_platformStyle(QApplication::style()->name())
{
    connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, this, [this] {
        if (m_choice == ColorSchemeChoice::System) {
            apply();
        }
    });
}

bool ColorSchemeController::isDark() const
{
    return Models::isDarkPalette(QApplication::palette());
}

void ColorSchemeController::setChoice(ColorSchemeChoice choice, bool remember)
{
    if (remember) {
        QSettings().setValue(settingsKey, colorSchemeName(choice));
    }
    const bool changed = choice != m_choice;
    m_choice = choice;
    apply();
    if (changed) {
        Q_EMIT choiceChanged(choice);
    }
}

void ColorSchemeController::applySaved()
{
    const auto saved = parseColorScheme(QSettings().value(settingsKey).toString());
    m_choice = saved.value_or(ColorSchemeChoice::System);
    apply();
}

void ColorSchemeController::apply()
{
    bool dark = m_choice == ColorSchemeChoice::Dark;
    if (m_choice == ColorSchemeChoice::System) {
        const bool desktopDark = QGuiApplication::styleHints()->colorScheme() == Qt::ColorScheme::Dark;
        if (QApplication::style()->name().compare(m_platformStyle, Qt::CaseInsensitive) != 0) {
            QApplication::setStyle(QStyleFactory::create(m_platformStyle));
        }
        QPalette platform = QApplication::style()->standardPalette();
        // A desktop that says "dark" but whose style has only a light palette (xcb without a
        // platform theme) still gets dark colours.
        if (desktopDark && !Models::isDarkPalette(platform)) {
            dark = true;
        } else {
            QApplication::setPalette(platform);
            return;
        }
    }
    if (QApplication::style()->name().compare(QStringLiteral("fusion"), Qt::CaseInsensitive) != 0) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }
    QApplication::setPalette(dark ? Models::darkSchemePalette() : Models::lightSchemePalette());
}

QMenu *ColorSchemeController::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("C&olour Scheme"), parent);
    menu->setObjectName(QStringLiteral("colorSchemeMenu"));
    auto *group = new QActionGroup(menu);
    const std::pair<ColorSchemeChoice, QString> entries[] = {
        {ColorSchemeChoice::System, tr("&Follow System")},
        {ColorSchemeChoice::Light, tr("&Light")},
        {ColorSchemeChoice::Dark, tr("&Dark")},
    };
    for (const auto &[choice, label] : entries) {
        QAction *action = menu->addAction(label);
        action->setObjectName(QStringLiteral("colorScheme-") + colorSchemeName(choice));
        action->setCheckable(true);
        action->setChecked(choice == m_choice);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, choice] { setChoice(choice); });
    }
    connect(this, &ColorSchemeController::choiceChanged, menu, [group](ColorSchemeChoice choice) {
        for (QAction *a : group->actions()) {
            a->setChecked(a->objectName() == QStringLiteral("colorScheme-") + colorSchemeName(choice));
        }
    });
    return menu;
}

} // namespace Ei::Ui
