#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QCheckBox;

namespace Ei::Ui {

// Kate-style inline find bar: type to search, Enter/F3 next, Shift+Enter/Shift+F3 previous,
// Esc closes. It only reports what the user wants; the owner searches and reports back the
// match count through setResult().
class FindBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindBar)

public:
    explicit FindBar(QWidget *parent = nullptr);
    ~FindBar() override;

    QString text() const;
    bool caseSensitive() const;
    void activate(const QString &initial = {});
    // `current` is 1-based, 0 when there is no current match.
    void setResult(int current, int total);

Q_SIGNALS:
    void searchChanged(const QString &text);
    void findNext();
    void findPrevious();
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *m_edit = nullptr;
    QCheckBox *m_case = nullptr;
    QLabel *m_count = nullptr;
};

} // namespace Ei::Ui
