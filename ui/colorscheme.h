#pragma once

#include <optional>

#include <QObject>
#include <QString>

class QActionGroup;
class QMenu;
class QWidget;

namespace Ei::Ui {

// View → Colour Scheme, as KDE applications offer it: follow the desktop, or force Breeze's light
// or dark colours. An explicit choice uses the Fusion style with Models::lightSchemePalette() /
// darkSchemePalette(), so it looks the same on every desktop; "system" follows
// QStyleHints::colorScheme() and switches live when the desktop does. Views that draw with
// semantic colours (Models::semanticColor) or KSyntaxHighlighting themes follow through
// QEvent::PaletteChange.
enum class ColorSchemeChoice
{
    System,
    Light,
    Dark,
};

QString colorSchemeName(ColorSchemeChoice choice); // "system", "light", "dark"
std::optional<ColorSchemeChoice> parseColorScheme(const QString &name);

// One per application (QApplication must exist). Remembers the choice in QSettings
// ("view/colorScheme") unless it came from the command line (--color-scheme, for scripted
// screenshots).
class ColorSchemeController final : public QObject
{
    Q_OBJECT

public:
    static ColorSchemeController &instance();

    ColorSchemeChoice choice() const { return m_choice; }
    // True when the palette in use is a dark one (the choice, or the desktop's under System).
    bool isDark() const;
    // Applies and (when `remember`) saves the choice.
    void setChoice(ColorSchemeChoice choice, bool remember = true);
    // Applies the saved choice; call once at start-up, before the first window shows.
    void applySaved();

    // A "Colour Scheme" submenu whose checked entry follows the choice.
    QMenu *createMenu(QWidget *parent);

Q_SIGNALS:
    void choiceChanged(Ei::Ui::ColorSchemeChoice choice);

private:
    ColorSchemeController();
    void apply();

    ColorSchemeChoice m_choice = ColorSchemeChoice::System;
    QString m_platformStyle; // the style before an explicit choice replaced it with Fusion
};

} // namespace Ei::Ui
