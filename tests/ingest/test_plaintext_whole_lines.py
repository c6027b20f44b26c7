"""A story of short dialogue with a paragraph on each line and no blank line between (鲁迅《彷徨》's 长明灯 and 弟兄 as a
.txt gives them): its lines are short, so by width alone it looked hard-wrapped and the whole story became one
paragraph. Each line closes its sentence, as wrapped lines do not: each is a paragraph."""

from __future__ import annotations

from understory_cli.ingest.plaintext import read_text_book
from understory_cli.ingest.textblocks import is_wrapped

# 弟兄, its opening lines as the book writes them
BROTHERS = """\
“到昨天，他们又打起架来了，从堂屋一直打到门口。我怎么喝也喝不住。”他生着几根花白胡子的嘴唇还抖着。“老三说，老五折在公债票上的钱是不能开公账的，应该自己赔出来……。”
“你看，还是为钱，”张沛君就慷慨地从破的躺椅上站起来，两眼在深眼眶里慈爱地闪烁。“我真不解自家的弟兄何必这样斤斤计较，岂不是横竖都一样？……”
“我们就是不计较，彼此都一样。我们就将钱财两字不放在心上。这么一来，什么事也没有了。有谁家闹着要分的，我总是将我们的情形告诉他，劝他们不要计较。益翁也只要对令郎开导开导……。”
“这大概也怕不成。”汪月生说，于是恭敬地看着沛君的眼，“像你们的弟兄，实在是少有的；我没有遇见过。你们简直是谁也没有一点自私自利的心思，这就不容易……。”
“还是一礼拜十八点钟功课，外加九十三本作文，简直忙不过来。这几天可是请假了，身热，大概是受了一点寒……。”
“我看这倒该小心些，”月生郑重地说。“今天的报上就说，现在时症流行……。”
“真是少有的，”月生目送他飞奔出去之后，向着秦益堂赞叹着。“他们两个人就像一个人。要是所有的弟兄都这样，家里那里还会闹乱子。我就学不来……。”
“说是折在公债票上的钱不能开公账……。”益堂将纸煤子插在纸煤管子里，恨恨地说。
办公室中暂时的寂静，不久就被沛君的步声和叫听差的声音震破了。他仿佛已经有什么大难临头似的，说话有些口吃了，声音也发着抖。他叫听差打电话给普悌思普大夫，请他即刻到同兴公寓张沛君那里去看病。
月生便知道他很着急，因为向来知道他虽然相信西医，而进款不多，平时也节省，现在却请的是这里第一个有名而价贵的医生。于是迎了出去，只见他脸色青青的站在外面听听差打电话。
“报上说……说流行的是猩……猩红热。我我午后来局的时，靖甫就是满脸通红……。已经出门了么？请……请他们打电话找，请他即刻来，同兴公寓，同兴公寓……。”
他听听差打完电话，便奔进办公室，取了帽子。汪月生也代为着急，跟了进去。
“局长来时，请给我请假，说家里有病人，看医生……。”他胡乱点着头，说。
他到路上，已不再较量车价如平时一般，一看见一个稍微壮大，似乎能走的车夫，问过价钱，便一脚跨上车去，道，“好。只要给我快走！”
"""


def test_lines_that_close_their_sentences_are_no_wrapped_prose():
    lines = BROTHERS.splitlines()
    assert not is_wrapped(lines)
    wrapped = "".join(lines)
    assert is_wrapped([wrapped[i:i + 40] for i in range(0, len(wrapped), 40)])  # the same cut every 40 characters


def test_a_story_with_a_paragraph_on_each_line_keeps_its_lines(tmp_path):
    source = tmp_path / "brothers.txt"
    source.write_text("弟兄\n\n" + BROTHERS, encoding="utf-8")
    [volume] = read_text_book(source)
    texts = [b.text for c in volume.story_chapters for b in c.blocks]
    assert texts[-len(BROTHERS.splitlines()):] == BROTHERS.splitlines()
